// Login throttling (REFERENCE §3.1, decision 008): after 5 attempts for one account within 15 minutes
// further attempts get 429 with Retry-After, doubling from 30 s up to 15 min (never a permanent
// lockout); one IP gets 50 attempts per window, except for accounts that have signed in from that IP
// before, so an attacker behind a clinic's shared IP cannot lock the front desk out. The account key
// is the hash of the *submitted* email, so unknown emails are throttled exactly like real ones.
// An attempt is claimed BEFORE the password is checked, by one conditional write per counter, so
// concurrent attempts cannot slip past the limit; a success clears the account's counter.
import { createHash } from 'node:crypto';
import { throttleKeys } from '#functions/auth/login-throttle-keys.ts';
import {
  addAttempt, blockCounter, deleteCounter, isKnownIp, readCounter, refundAttempt, rememberKnownIp, replaceCounter, type ThrottleCounter,
} from '#functions/auth/login-throttle-repository.ts';
import { normEmail, type SubjectType } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';
import { tooManyRequests } from '#functions/lib/errors/app-error.ts';

const windowMs = 15 * 60_000;
export const accountLimit = 5;
export const ipLimit = 50;
const maxBlockMs = windowMs;
const knownIpLifetimeMs = 30 * 24 * 60 * 60_000;
/**
 * Compare-and-set rounds on an account counter before a contended attempt is refused: concurrent
 * attempts for ONE account are an attack (or a double click, which the first attempt answers).
 */
const maxRounds = 4;

export interface ThrottleSubject {
  type: SubjectType;
  account: Key;
  ip: Key;
  knownIp: Key;
}

/** 127.0.0.1, ::1 and IPv4-mapped addresses are one client each, however the socket spells them. */
export function normalizeIp(ip: string): string {
  const unmapped = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return unmapped === '::1' || /^127\.\d+\.\d+\.\d+$/.test(unmapped) ? '127.0.0.1' : unmapped;
}

/** Counters are keyed by the hash of the submitted address, registered or not. */
export const emailHash = (email: string): string => createHash('sha256').update(normEmail(email)).digest('hex');

export function throttleSubject(type: SubjectType, email: string, ip: string): ThrottleSubject {
  const hash = emailHash(email);
  const where = normalizeIp(ip);
  return { type, account: throttleKeys.account(type, hash), ip: throttleKeys.ip(where), knownIp: throttleKeys.knownIp(type, hash, where) };
}

/** Progressive delay: 30 s at the limit, doubling with each further attempt, at most 15 min. */
export const blockDurationMs = (attempts: number, limit: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - limit), maxBlockMs);

function nextCounter(seen: ThrottleCounter | undefined, limit: number, now: number): ThrottleCounter {
  const live = seen !== undefined && seen.expiresAt * 1000 > now;
  const attempts = live ? seen.attempts + 1 : 1;
  const windowStartedAt = live ? seen.windowStartedAt : now;
  // Reaching the limit blocks the NEXT attempt already, inside this same write.
  const blockedUntil = attempts >= limit ? now + blockDurationMs(attempts, limit) : 0;
  return { attempts, windowStartedAt, blockedUntil, expiresAt: Math.ceil((Math.max(windowStartedAt, blockedUntil) + windowMs) / 1000) };
}

const blocked = (seen: ThrottleCounter | undefined, now: number) => seen !== undefined && seen.expiresAt * 1000 > now && seen.blockedUntil > now;
const retryAfter = (seen: ThrottleCounter, now: number) => tooManyRequests(Math.ceil((seen.blockedUntil - now) / 1000));

/** The account counter: compare-and-set, so the attempt that reaches the limit blocks the next one in the same write. */
async function claimAccount(key: Key, limit: number, now: number): Promise<void> {
  for (let round = 0; round < maxRounds; round += 1) {
    const seen = await readCounter(key);
    if (seen && blocked(seen, now)) throw retryAfter(seen, now);
    if (await replaceCounter(key, seen, nextCounter(seen, limit, now))) return;
  }
  throw tooManyRequests(1);
}

/**
 * A counter many requests share (an IP's sign-in attempts, its sign-ups, its reset requests): one
 * atomic ADD per request, so it never contends. The block is written after the request that reached
 * the limit, so concurrent requests may pass it by the number in flight.
 */
export async function claimWindow(key: Key, limit: number, now: number): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    const counted = await addAttempt(key, now, Math.ceil((now + windowMs) / 1000));
    if (counted) {
      if (counted.attempts >= limit) {
        const until = now + blockDurationMs(counted.attempts, limit);
        await blockCounter(key, until, Math.ceil((until + windowMs) / 1000));
      }
      return;
    }
    const seen = await readCounter(key);
    if (seen && blocked(seen, now)) throw retryAfter(seen, now);
    // The window is over (or the block has passed): start a fresh window, then count again.
    await replaceCounter(key, seen, { attempts: 0, windowStartedAt: now, blockedUntil: 0, expiresAt: Math.ceil((now + windowMs) / 1000) });
  }
  throw tooManyRequests(1);
}

/**
 * Counts this attempt against the IP (unless the account is known there) and the account, or refuses
 * it. Answers whether the IP counted it, so that a success can give the attempt back.
 */
export async function claimAttempt(subject: ThrottleSubject, now = Date.now()): Promise<{ ipCounted: boolean }> {
  const ipCounted = !(await isKnownIp(subject.knownIp));
  if (ipCounted) await claimWindow(subject.ip, ipLimit, now);
  await claimAccount(subject.account, accountLimit, now);
  return { ipCounted };
}

/**
 * A success clears the account's counter, remembers the account at this IP, and gives the IP back the
 * attempt it counted: the IP's allowance is for failures, so many clients signing in from one clinic
 * (a shared front-desk IP) never use it up.
 */
export async function recordSuccess(subject: ThrottleSubject, claim: { ipCounted: boolean }, now = Date.now()): Promise<void> {
  await Promise.all([
    deleteCounter(subject.account),
    rememberKnownIp(subject.knownIp, subject.type, now, knownIpLifetimeMs),
    claim.ipCounted ? refundAttempt(subject.ip) : Promise.resolve(),
  ]);
}
