// Lambda entry of the auth group: sign-in, sign-out, sign-up and passwords for staff and clients.
import { clientLoginEndpoint } from '#functions/auth/client-login-endpoint.ts';
import { clientProfileEndpoint } from '#functions/auth/client-profile-endpoint.ts';
import { clientSignUpEndpoint } from '#functions/auth/client-sign-up-endpoint.ts';
import { clientLogoutEndpoint } from '#functions/auth/client-logout-endpoint.ts';
import { staffLogoutEndpoint } from '#functions/auth/staff-logout-endpoint.ts';
import { clientPasswordEndpoint } from '#functions/auth/client-password-endpoint.ts';
import { staffPasswordEndpoint } from '#functions/auth/staff-password-endpoint.ts';
import { staffLoginEndpoint } from '#functions/auth/staff-login-endpoint.ts';
import { sessionEndpoint } from '#functions/auth/session-endpoint.ts';
import { signUpStatusEndpoint } from '#functions/auth/sign-up-status-endpoint.ts';
import { staffSignUpEndpoint } from '#functions/auth/staff-sign-up-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';

export const handler = createGroupHandler('auth', {
  'auth.staff_login': staffLoginEndpoint,
  'auth.staff_logout': staffLogoutEndpoint,
  'auth.client_sign_up': clientSignUpEndpoint,
  'auth.client_login': clientLoginEndpoint,
  'auth.client_logout': clientLogoutEndpoint,
  'auth.client_profile': clientProfileEndpoint,
  'auth.staff_password': staffPasswordEndpoint,
  'auth.client_password': clientPasswordEndpoint,
  'auth.staff_sign_up': staffSignUpEndpoint,
  'auth.sign_up_status': signUpStatusEndpoint,
  'auth.session': sessionEndpoint,
});
