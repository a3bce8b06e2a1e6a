// Login throttling (REFERENCE §3.1): after 5 failures for one account within 15 minutes further
// attempts get 429 with Retry-After, doubling from 30 s up to 15 min (never a permanent lockout);
// one IP gets 50 failures per window. The account key is the hash of the *submitted* email, so
// unknown emails are throttled exactly like real ones and nothing reveals whether an account exists.
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { keys, normEmail, type SubjectType } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';
import { tooManyRequests } from '#functions/lib/errors/app-error.ts';

const windowMs = 15 * 60_000;
export const accountLimit = 5;
export const ipLimit = 50;
const maxBlockMs = windowMs;

export function throttleKeys(type: SubjectType, email: string, ip: string): { account: Key; ip: Key } {
  const emailHash = createHash('sha256').update(normEmail(email)).digest('hex');
  return { account: keys.throttleAccount(type, emailHash), ip: keys.throttleIp(ip) };
}

/** Refuses the attempt while either counter is blocked. */
export async function assertNotThrottled(keyPair: { account: Key; ip: Key }, now = Date.now()): Promise<void> {
  const rows = await Promise.all([getItem(keyPair.account, true), getItem(keyPair.ip, true)]);
  const blockedUntil = Math.max(...rows.map((r) => (typeof r?.blocked_until === 'number' ? r.blocked_until : 0)));
  if (blockedUntil > now) throw tooManyRequests(Math.ceil((blockedUntil - now) / 1000));
}

async function increment(key: Key, now: number): Promise<number> {
  try {
    const result = await db.send(new UpdateCommand({
      TableName: tableName(), Key: key,
      UpdateExpression: 'ADD failures :one',
      ConditionExpression: 'attribute_exists(PK) AND expires_at > :nowSec',
      ExpressionAttributeValues: { ':one': 1, ':nowSec': Math.floor(now / 1000) },
      ReturnValues: 'ALL_NEW',
    }));
    return Number(result.Attributes?.failures ?? 1);
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await db.send(new PutCommand({
      TableName: tableName(),
      Item: { ...key, entity: 'login_throttle', failures: 1, window_started_at: now, expires_at: Math.ceil((now + windowMs) / 1000), created_at: new Date(now).toISOString() },
    }));
    return 1;
  }
}

async function block(key: Key, until: number): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: key,
    UpdateExpression: 'SET blocked_until = :until, expires_at = :exp',
    ExpressionAttributeValues: { ':until': until, ':exp': Math.ceil((until + windowMs) / 1000) },
  }));
}

/** Progressive delay: 30 s at the limit, doubling with each further failure, at most 15 min. */
export const blockDurationMs = (failures: number, limit: number): number => Math.min(30_000 * 2 ** Math.max(0, failures - limit), maxBlockMs);

export async function recordFailure(keyPair: { account: Key; ip: Key }, now = Date.now()): Promise<void> {
  const [accountFailures, ipFailures] = await Promise.all([increment(keyPair.account, now), increment(keyPair.ip, now)]);
  if (accountFailures >= accountLimit) await block(keyPair.account, now + blockDurationMs(accountFailures, accountLimit));
  if (ipFailures >= ipLimit) await block(keyPair.ip, now + blockDurationMs(ipFailures, ipLimit));
}

export async function recordSuccess(keyPair: { account: Key }): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keyPair.account }));
}
