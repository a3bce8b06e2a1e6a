// Reset and invitation tokens (REFERENCE §3.1, data model T-TOKEN). Only the hash is stored. Issuing
// overwrites the subject's pointer, so a newer token voids older ones; redeeming is one transaction:
// mark the token used, check it is still the current one, and set the password.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '#functions/lib/auth/password.ts';
import { hashToken, newToken } from '#functions/lib/auth/tokens.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { keys, type SubjectType } from '#functions/lib/db/keys.ts';
import { transact } from '#functions/lib/db/write.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';

export type TokenPurpose = 'reset' | 'invite';
export const tokenLifetimeMs: Record<TokenPurpose, number> = { reset: 30 * 60_000, invite: 7 * 24 * 60 * 60_000 };

export interface Subject {
  type: SubjectType;
  id: string;
}

export const tokenInvalid = () => new AppError('token_invalid', 422, 'This link is invalid or has expired.');

const subjectKey = (s: Subject) => (s.type === 'staff' ? keys.employee(s.id) : keys.client(s.id));

export async function issueToken(subject: Subject, purpose: TokenPurpose, now = Date.now()): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = now + tokenLifetimeMs[purpose];
  await transact([
    { Put: { TableName: tableName(), Item: {
      ...keys.token(hash), entity: 'password_token', subject_type: subject.type, subject_id: subject.id, purpose,
      expires_at: Math.ceil(expiresAt / 1000), expires_at_ms: expiresAt, created_at: new Date(now).toISOString(),
    } } },
    { Put: { TableName: tableName(), Item: {
      ...keys.tokenPointer(subject.type, subject.id, purpose), entity: 'token_pointer', token_hash: hash, issued_at: new Date(now).toISOString(),
    } } },
  ]);
  return token;
}

/**
 * Sets the subject's password with a token of one of `purposes`. Any failure (unknown, used, expired,
 * superseded, wrong kind, deactivated account) is the same 422, so a link reveals nothing.
 */
export async function redeemToken(token: string, purposes: readonly TokenPurpose[], subjectType: SubjectType, password: string): Promise<Subject> {
  const hash = hashToken(token);
  const found = await db.send(new GetCommand({ TableName: tableName(), Key: keys.token(hash), ConsistentRead: true }));
  const item = found.Item;
  const purpose = item?.purpose as TokenPurpose | undefined;
  if (!item || !purpose || !purposes.includes(purpose) || item.subject_type !== subjectType) throw tokenInvalid();
  const subject: Subject = { type: subjectType, id: String(item.subject_id) };
  const now = Date.now();
  await transact([
    { Update: { TableName: tableName(), Key: keys.token(hash), UpdateExpression: 'SET used_at = :now',
      ConditionExpression: 'attribute_not_exists(used_at) AND expires_at_ms > :nowMs',
      ExpressionAttributeValues: { ':now': new Date(now).toISOString(), ':nowMs': now } } },
    { ConditionCheck: { TableName: tableName(), Key: keys.tokenPointer(subjectType, subject.id, purpose),
      ConditionExpression: 'token_hash = :hash', ExpressionAttributeValues: { ':hash': hash } } },
    { Update: { TableName: tableName(), Key: subjectKey(subject),
      // No version bump: `version` guards the editable profile fields, which a password change leaves alone.
      UpdateExpression: 'SET password_hash = :hash, must_change_password = :false, updated_at = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deactivated_at)',
      ExpressionAttributeValues: { ':hash': await hashPassword(password), ':false': false, ':now': new Date(now).toISOString() } } },
  ], () => tokenInvalid());
  return subject;
}
