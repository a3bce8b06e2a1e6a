// Shared by staff and client sign-in: throttle check, constant-work password check, session.
import type { LoginBody } from '#functions/contract/auth.ts';
import type { ClientAccount } from '#functions/model/client-record.ts';
import { findClientByEmail } from '#functions/clients/public.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import { findEmployeeByEmail } from '#functions/employees/public.ts';
import { claimAttempt, recordSuccess, throttleSubject } from '#functions/auth/login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from '#functions/lib/auth/password.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { RequestInfo } from '#functions/lib/http/endpoint.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';

export const invalidCredentials = () => new AppError('invalid_credentials', 401, 'Invalid email or password');

/** A staff or client account found by its email. Clients are never deactivated. */
export type Account = EmployeeRoot | ClientAccount;

export const isDeactivated = (account: Account): boolean => 'deactivated_at' in account && account.deactivated_at !== null;

/** The stored hash of an account that may sign in: active and activated (it has a password). */
const usableHash = (account: Account): string | null => (isDeactivated(account) ? null : account.password_hash);

async function checkPassword(account: Account | undefined, password: string): Promise<boolean> {
  const hash = account ? usableHash(account) : null;
  // Unknown, deactivated or not-yet-activated accounts cost the same time as a wrong password.
  return hash !== null ? verifyPassword(password, hash) : verifyAgainstDecoy(password);
}

export function signIn(type: 'staff', body: LoginBody, request: RequestInfo): Promise<{ account: EmployeeRoot; cookie: string }>;
export function signIn(type: 'client', body: LoginBody, request: RequestInfo): Promise<{ account: ClientAccount; cookie: string }>;
export async function signIn(type: SubjectType, body: LoginBody, request: RequestInfo): Promise<{ account: Account; cookie: string }> {
  const throttle = throttleSubject(type, body.email, request.ip);
  const claim = await claimAttempt(throttle);
  const account = type === 'staff' ? await findEmployeeByEmail(body.email) : await findClientByEmail(body.email);
  // checkPassword runs for unknown emails too (against the decoy): no short-circuit on `!account`.
  const passwordOk = await checkPassword(account, body.password);
  if (!account || !passwordOk) {
    throw invalidCredentials();
  }
  await recordSuccess(throttle, claim);
  const cookie = await createSession(type, account.id, { ip: request.ip, userAgent: request.userAgent });
  return { account, cookie };
}
