// Storage of the login throttle's counters. A counter moves by compare-and-set on the row that was
// read, so checking the limit and counting the attempt are one conditional write.
import type { SubjectType } from '#functions/lib/db/keys.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { deleteItem, putItem, updateItem, type Key } from '#functions/lib/db/write.ts';

export interface ThrottleCounter {
  attempts: number;
  windowStartedAt: number;
  blockedUntil: number;
  /** Epoch seconds (the TTL attribute); the counter counts only before it. */
  expiresAt: number;
}

const fromItem = (item: Record<string, unknown>): ThrottleCounter => ({
  attempts: typeof item.failures === 'number' ? item.failures : 0,
  windowStartedAt: typeof item.window_started_at === 'number' ? item.window_started_at : 0,
  blockedUntil: typeof item.blocked_until === 'number' ? item.blocked_until : 0,
  expiresAt: typeof item.expires_at === 'number' ? item.expires_at : 0,
});

export async function readCounter(key: Key): Promise<ThrottleCounter | undefined> {
  const item = await getItem(key, true);
  return item ? fromItem(item) : undefined;
}

/** Writes `next` only if the row is still `seen` (or still absent); `false` when another attempt won. */
export function replaceCounter(key: Key, seen: ThrottleCounter | undefined, next: ThrottleCounter): Promise<boolean> {
  const item = {
    ...key, entity: 'login_throttle', failures: next.attempts, window_started_at: next.windowStartedAt,
    blocked_until: next.blockedUntil, expires_at: next.expiresAt,
  };
  return putItem(item, seen
    ? { expression: 'failures = :seen AND expires_at = :seenExp', values: { ':seen': seen.attempts, ':seenExp': seen.expiresAt } }
    : { expression: 'attribute_not_exists(PK)' });
}

export const deleteCounter = (key: Key): Promise<void> => deleteItem(key);

export async function isKnownIp(key: Key): Promise<boolean> {
  return (await getItem(key, true)) !== undefined;
}

export async function rememberKnownIp(key: Key, type: SubjectType, now: number, lifetimeMs: number): Promise<void> {
  await putItem({ ...key, entity: 'login_known_ip', subject_type: type, expires_at: Math.ceil((now + lifetimeMs) / 1000) });
}

/**
 * Counts one attempt atomically unless the row is blocked or its window is over (then `false`: the
 * caller reads the row to tell which). One write, no read-modify-write, so it never contends.
 */
export async function addAttempt(key: Key, now: number, windowEndSeconds: number): Promise<ThrottleCounter | false> {
  const item = await updateItem(key, {
    expression: 'SET failures = if_not_exists(failures, :zero) + :one, window_started_at = if_not_exists(window_started_at, :now), '
      + 'expires_at = if_not_exists(expires_at, :exp), blocked_until = if_not_exists(blocked_until, :zero), entity = :entity',
    condition: 'attribute_not_exists(PK) OR (expires_at > :nowSec AND blocked_until <= :now)',
    values: { ':zero': 0, ':one': 1, ':now': now, ':nowSec': Math.floor(now / 1000), ':exp': windowEndSeconds, ':entity': 'login_throttle' },
  });
  return item === false ? false : fromItem(item);
}

/** Gives back one counted attempt (a success must not use up a shared IP's allowance). */
export async function refundAttempt(key: Key): Promise<void> {
  await updateItem(key, {
    expression: 'SET failures = failures - :one',
    condition: 'attribute_exists(PK) AND failures > :zero',
    values: { ':one': 1, ':zero': 0 },
  });
}

/** Blocks a counter until `until` (the IP limit, reached by an attempt already counted). */
export async function blockCounter(key: Key, until: number, expiresAtSeconds: number): Promise<void> {
  await updateItem(key, { expression: 'SET blocked_until = :until, expires_at = :exp', values: { ':until': until, ':exp': expiresAtSeconds } });
}
