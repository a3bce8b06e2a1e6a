// The three modes of a password endpoint, chosen by the body's shape (REFERENCE §4.1), the same for
// staff (POST /api/employees/reset_password) and clients (POST /api/clients/password_update): ask for
// a reset link (202 and a neutral message), reset with a token, or change it with the current one.
// The last two sign the account in with a new session; the endpoint answers with its profile.
import { resetRequestedMessage, type PasswordBody } from '#functions/contract/auth.ts';
import { changePassword, resetPasswordWithToken } from '#functions/auth/password-service.ts';
import { requestPasswordReset } from '#functions/auth/reset-link-request.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { HandlerInput } from '#functions/lib/http/endpoint.ts';

export type PasswordFlow = { signedInAs: string } | { message: string };

export async function runPasswordFlow(type: SubjectType, { body, caller, request, reply }: HandlerInput<undefined, undefined, PasswordBody>): Promise<PasswordFlow> {
  if ('email' in body) {
    await requestPasswordReset(type, body.email, request);
    reply.setStatus(202);
    return { message: resetRequestedMessage };
  }
  const { subjectId, cookie } = 'token' in body
    ? await resetPasswordWithToken(type, body.token, body.password, request)
    : await changePassword(type, caller, body.current_password, body.password, request);
  reply.setCookie(cookie);
  return { signedInAs: subjectId };
}
