// The three password flows behind one endpoint per account kind (REFERENCE §3.1, CB 2): request a
// reset link, set a password with a token, or change it while signed in. A password is never set
// from an email alone, and every flow ends the account's other sessions.
import { sendResetEmail } from '#functions/auth/account-emails.ts';
import { claimAttempt, recordSuccess, throttleSubject } from '#functions/auth/login-throttle.ts';
import { isDeactivated } from '#functions/auth/sign-in.ts';
import { findClientByEmail } from '#functions/clients/public.ts';
import { findEmployeeByEmail } from '#functions/employees/public.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '#functions/lib/auth/password.ts';
import { issueToken, redeemToken } from '#functions/lib/auth/password-tokens.ts';
import type { TokenPurpose } from '#functions/lib/auth/token-repository.ts';
import { createSession, endAllSessions } from '#functions/lib/auth/sessions.ts';
import { getAccountSecret, setPassword } from '#functions/lib/auth/account-password-repository.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { RequestInfo } from '#functions/lib/http/endpoint.ts';
import { unauthenticated, validationFailed } from '#functions/lib/errors/app-error.ts';

export interface SignedIn {
  subjectId: string;
  cookie: string;
}

/** Emails a reset link when the address belongs to an active account; silent otherwise. */
export async function requestPasswordReset(type: SubjectType, email: string, request: RequestInfo): Promise<void> {
  const account = type === 'staff' ? await findEmployeeByEmail(email) : await findClientByEmail(email);
  if (!account || isDeactivated(account)) {
    // Issuing and mailing a token costs about one argon2 verification; spend it here too so the
    // answer time does not reveal whether the address is registered.
    await verifyAgainstDecoy(email);
    return;
  }
  const token = await issueToken({ type, id: account.id }, 'reset');
  await sendResetEmail(type, account.email, account.name, token).catch((error: unknown) => {
    // The answer must not differ for known addresses, so a mail failure is logged, not returned.
    request.logger.error('reset email failed', { err: error });
  });
}

/** Clients redeem staff invitations here too (their invitation links point at the reset screen). */
const acceptedPurposes: Record<SubjectType, readonly TokenPurpose[]> = { staff: ['reset'], client: ['reset', 'invite'] };

export async function resetPasswordWithToken(type: SubjectType, token: string, password: string, request: RequestInfo): Promise<SignedIn> {
  const subject = await redeemToken(token, acceptedPurposes[type], type, password);
  await endAllSessions(type, subject.id);
  const cookie = await createSession(type, subject.id, { ip: request.ip, userAgent: request.userAgent });
  return { subjectId: subject.id, cookie };
}

function callerSubject(caller: Caller, type: SubjectType): string {
  if (type === 'staff' && caller.kind === 'staff') return caller.employeeId;
  if (type === 'client' && caller.kind === 'client') return caller.clientId;
  throw unauthenticated();
}

/**
 * Changes the signed-in user's password. Every session ends, this one included, and a new session
 * is issued: a cookie stolen before the change is worthless after it.
 */
export async function changePassword(type: SubjectType, caller: Caller, current: string, password: string, request: RequestInfo): Promise<SignedIn> {
  const { ip } = request;
  const id = callerSubject(caller, type);
  const account = await getAccountSecret(type, id);
  // Guessing the current password from a hijacked session is throttled like sign-in.
  const throttle = throttleSubject(type, account?.email ?? id, ip);
  const claim = await claimAttempt(throttle);
  const ok = typeof account?.passwordHash === 'string' && (await verifyPassword(current, account.passwordHash));
  if (!ok) throw validationFailed({ current_password: 'Current password is incorrect' });
  await recordSuccess(throttle, claim);
  await setPassword(type, id, await hashPassword(password));
  await endAllSessions(type, id);
  const cookie = await createSession(type, id, { ip: request.ip, userAgent: request.userAgent });
  return { subjectId: id, cookie };
}
