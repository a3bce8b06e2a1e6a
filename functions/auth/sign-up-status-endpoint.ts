import { signupStatusResponse } from '#functions/contract/auth.ts';
import { firstAdminNeeded } from '#functions/auth/staff-sign-up-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/signup_status: whether `/signup` would create the first admin. */
export const signUpStatusEndpoint = defineEndpoint({
  access: 'public',
  response: signupStatusResponse,
  handler: async () => ({ first_admin_needed: await firstAdminNeeded() }),
});
