// Reset and invitation tokens (REFERENCE §3.1, data model T-TOKEN). Only the hash is stored. Issuing
// overwrites the subject's pointer, so a newer token voids older ones; redeeming is one transaction:
// mark the token used, check it is still the current one, and set the password.
import { addPasswordSet } from '#functions/lib/auth/account-password-repository.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import { addTokenIssue, addTokenRedemption, getStoredToken, type Subject, type TokenPurpose } from '#functions/lib/auth/token-repository.ts';
import { hashToken, newToken } from '#functions/lib/auth/tokens.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';

export const tokenLifetimeMs: Record<TokenPurpose, number> = { reset: 30 * 60_000, invite: 7 * 24 * 60 * 60_000 };

export const tokenInvalid = () => new AppError('token_invalid', 422, 'This link is invalid or has expired.');

/** A new token for `subject`, stored by the caller's transaction; answers the token to mail. */
export function planTokenIssue(plan: TransactionPlan, subject: Subject, purpose: TokenPurpose, now: number): string {
  const { token, hash } = newToken();
  addTokenIssue({ plan, hash, subject, purpose, now, expiresAt: now + tokenLifetimeMs[purpose] });
  return token;
}

export async function issueToken(subject: Subject, purpose: TokenPurpose, now = Date.now()): Promise<string> {
  const plan = new TransactionPlan();
  const token = planTokenIssue(plan, subject, purpose, now);
  await plan.commit();
  return token;
}

/**
 * Sets the subject's password with a token of one of `purposes`. Any failure (unknown, used, expired,
 * superseded, wrong kind, deactivated account) is the same 422, so a link reveals nothing.
 */
export async function redeemToken(token: string, purposes: readonly TokenPurpose[], subjectType: SubjectType, password: string): Promise<Subject> {
  const hash = hashToken(token);
  const stored = await getStoredToken(hash);
  const purpose = purposes.find((p) => p === stored?.purpose);
  if (!stored || !purpose || stored.subject.type !== subjectType) throw tokenInvalid();
  const subject = stored.subject;
  const now = Date.now();
  const plan = new TransactionPlan();
  addTokenRedemption({ plan, hash, subject, purpose, now, onFail: tokenInvalid });
  const passwordHash = await hashPassword(password);
  addPasswordSet({ plan, type: subjectType, id: subject.id, passwordHash, now: new Date(now).toISOString(), onFail: tokenInvalid });
  await plan.commit();
  return subject;
}
