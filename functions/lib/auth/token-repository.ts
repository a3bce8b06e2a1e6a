// Token items (docs/data-model.md T-TOKEN): `TOKEN#<hash>` holds one issued token, and the subject's
// pointer (`…/TOKEN#<purpose>`) names the current one, so issuing a newer token voids older ones.
import { tokenKeys } from '#functions/lib/auth/token-keys.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

export type TokenPurpose = 'reset' | 'invite';

export interface Subject {
  type: SubjectType;
  id: string;
}

export interface StoredToken {
  subject: Subject;
  purpose: string | null;
}

/** The token and the subject's pointer to it, into the issuing transaction. */
/** A token step: now and expiresAt are epoch milliseconds. */
interface TokenStep { plan: TransactionPlan; hash: string; subject: Subject; purpose: TokenPurpose; now: number }

export function addTokenIssue({ plan, hash, subject, purpose, now, expiresAt }: TokenStep & { expiresAt: number }): void {
  plan.put({
    ...tokenKeys.token(hash), entity: 'password_token', subject_type: subject.type, subject_id: subject.id, purpose,
    expires_at: Math.ceil(expiresAt / 1000), expires_at_ms: expiresAt, created_at: new Date(now).toISOString(),
  }, undefined, null);
  plan.put({
    ...tokenKeys.tokenPointer(subject.type, subject.id, purpose), entity: 'token_pointer', token_hash: hash, issued_at: new Date(now).toISOString(),
  }, undefined, null);
}

const subjectTypes = ['staff', 'client'] as const;

/** A token by its hash (strongly consistent: it is about to be redeemed), or undefined. */
export async function getStoredToken(hash: string): Promise<StoredToken | undefined> {
  const item = await getItem(tokenKeys.token(hash), true);
  if (!item) return undefined;
  const r = readItem('token', item);
  return { subject: { type: r.enumValue('subject_type', subjectTypes), id: r.string('subject_id') }, purpose: r.optionalString('purpose') };
}

/**
 * Redeeming, inside the caller's transaction: the token becomes used if it is unused and unexpired,
 * and only while the subject's pointer still names it (a newer token voids this one).
 */
export function addTokenRedemption({ plan, hash, subject, purpose, now, onFail }: TokenStep & { onFail: () => AppError }): void {
  plan.update(tokenKeys.token(hash), {
    expression: 'SET used_at = :now', condition: 'attribute_not_exists(used_at) AND expires_at_ms > :nowMs',
    values: { ':now': new Date(now).toISOString(), ':nowMs': now },
  }, onFail);
  plan.check(tokenKeys.tokenPointer(subject.type, subject.id, purpose), 'token_hash = :hash', { ':hash': hash }, onFail);
}
