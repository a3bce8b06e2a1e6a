// Reset and invitation tokens (REFERENCE §3.1, data model T-TOKEN). Only the hash is stored. Issuing
// overwrites the subject's pointer, so a newer token voids older ones; redeeming is one transaction:
// mark the token used, check it is still the current one, and set the password.
import { addPasswordSet } from '#functions/lib/auth/account-password-repository.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import { tokenKeys } from '#functions/lib/auth/token-keys.ts';
import { hashToken, newToken } from '#functions/lib/auth/tokens.ts';
import { type SubjectType } from '#functions/lib/db/keys.ts';
import { getItem, text } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';

export type TokenPurpose = 'reset' | 'invite';
export const tokenLifetimeMs: Record<TokenPurpose, number> = { reset: 30 * 60_000, invite: 7 * 24 * 60 * 60_000 };

export interface Subject {
  type: SubjectType;
  id: string;
}

export const tokenInvalid = () => new AppError('token_invalid', 422, 'This link is invalid or has expired.');

export async function issueToken(subject: Subject, purpose: TokenPurpose, now = Date.now()): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = now + tokenLifetimeMs[purpose];
  const plan = new TransactionPlan();
  plan.put({
    ...tokenKeys.token(hash), entity: 'password_token', subject_type: subject.type, subject_id: subject.id, purpose,
    expires_at: Math.ceil(expiresAt / 1000), expires_at_ms: expiresAt, created_at: new Date(now).toISOString(),
  }, undefined, null);
  plan.put({
    ...tokenKeys.tokenPointer(subject.type, subject.id, purpose), entity: 'token_pointer', token_hash: hash, issued_at: new Date(now).toISOString(),
  }, undefined, null);
  await plan.commit();
  return token;
}

/**
 * Sets the subject's password with a token of one of `purposes`. Any failure (unknown, used, expired,
 * superseded, wrong kind, deactivated account) is the same 422, so a link reveals nothing.
 */
export async function redeemToken(token: string, purposes: readonly TokenPurpose[], subjectType: SubjectType, password: string): Promise<Subject> {
  const hash = hashToken(token);
  const item = await getItem(tokenKeys.token(hash), true);
  const purpose = item?.purpose as TokenPurpose | undefined;
  if (!item || !purpose || !purposes.includes(purpose) || item.subject_type !== subjectType) throw tokenInvalid();
  const subject: Subject = { type: subjectType, id: text(item.subject_id) };
  const now = Date.now();
  const plan = new TransactionPlan();
  plan.update(tokenKeys.token(hash), {
    expression: 'SET used_at = :now', condition: 'attribute_not_exists(used_at) AND expires_at_ms > :nowMs',
    values: { ':now': new Date(now).toISOString(), ':nowMs': now },
  }, tokenInvalid);
  plan.check(tokenKeys.tokenPointer(subjectType, subject.id, purpose), 'token_hash = :hash', { ':hash': hash }, tokenInvalid);
  addPasswordSet(plan, subjectType, subject.id, await hashPassword(password), new Date(now).toISOString(), tokenInvalid);
  await plan.commit();
  return subject;
}
