// Shared by staff and client sign-in: throttle check, constant-work password check, session.
import type { LoginBody } from '#functions/contract/auth.ts';
import { findClientByEmail } from '#functions/clients/client-repository.ts';
import { findEmployeeByEmail } from '#functions/employees/employee-repository.ts';
import { claimAttempt, recordSuccess, throttleSubject } from '#functions/auth/login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from '#functions/lib/auth/password.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { RequestInfo } from '#functions/lib/http/endpoint.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';

export const invalidCredentials = () => new AppError('invalid_credentials', 401, 'Invalid email or password');

async function checkPassword(account: Item | undefined, password: string): Promise<boolean> {
  const usable = account && !account.deactivated_at && typeof account.password_hash === 'string';
  // Unknown, deactivated or not-yet-activated accounts cost the same time as a wrong password.
  return usable ? verifyPassword(password, String(account.password_hash)) : verifyAgainstDecoy(password);
}

export async function signIn(type: SubjectType, body: LoginBody, request: RequestInfo): Promise<{ account: Item; cookie: string }> {
  const throttle = throttleSubject(type, body.email, request.ip);
  const claim = await claimAttempt(throttle);
  const account = type === 'staff' ? await findEmployeeByEmail(body.email) : await findClientByEmail(body.email);
  // checkPassword runs for unknown emails too (against the decoy): no short-circuit on `!account`.
  const passwordOk = await checkPassword(account, body.password);
  if (!account || !passwordOk) {
    throw invalidCredentials();
  }
  await recordSuccess(throttle, claim);
  const cookie = await createSession(type, String(account.id), { ip: request.ip, userAgent: request.userAgent });
  return { account, cookie };
}
