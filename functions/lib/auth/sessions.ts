// Server-side sessions behind a signed cookie. The cookie carries a random session id and the
// subject (type and id) in a JWT signed with the session secret; the table stores only the id's
// hash, so logout, a password change or an employee's removal ends a session at once, and a table
// read cannot hijack one. Naming the subject in the cookie lets a request read its session and its
// caller in one round trip (decision 009); the stored session must still name the same subject.
import { createHash, randomBytes } from 'node:crypto';
import {
  deleteSession, deleteSessionsOfSubject, putSession, readSessionAndSubject, touchSession,
  type SessionRecord, type SubjectRecord,
} from '#functions/lib/auth/session-repository.ts';
import { env } from '#functions/lib/config/env.ts';
import { signToken, verifyToken } from '#functions/lib/auth/session-token.ts';
import { secrets } from '#functions/lib/config/secrets.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import { serializeCookie } from '#functions/lib/http/cookies.ts';

export type { SessionRecord, SubjectRecord };
export const sessionCookieName = 'cb_session';

const minute = 60_000;
export const sessionPolicy: Record<SubjectType, { idleMs: number; absoluteMs: number }> = {
  staff: { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
  client: { idleMs: 7 * 24 * 60 * minute, absoluteMs: 30 * 24 * 60 * minute },
};
/** Sliding the idle expiry costs a write, so it happens at most once a minute per session. */
const touchEveryMs = minute;

const hashId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');
const sessionSecret = async (): Promise<string> => (await secrets()).session_secret;
const secureCookies = () => new URL(env().APP_ORIGIN).protocol === 'https:';

export async function createSession(subjectType: SubjectType, subjectId: string, meta: { ip: string; userAgent: string }): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  const now = Date.now();
  const { idleMs, absoluteMs } = sessionPolicy[subjectType];
  const absoluteExpiresAt = now + absoluteMs;
  const record: SessionRecord = { hash: hashId(sessionId), subjectType, subjectId, lastSeenAt: now, absoluteExpiresAt };
  await putSession(record, { ...meta, expiresAt: Math.ceil(Math.min(now + idleMs, absoluteExpiresAt) / 1000) });
  const jwt = signToken({ sid: sessionId, st: subjectType, sub: subjectId }, { secret: await sessionSecret(), nowMs: now, expiresAtSeconds: Math.floor(absoluteExpiresAt / 1000) });
  return serializeCookie(sessionCookieName, jwt, { secure: secureCookies(), maxAgeSeconds: absoluteMs / 1000 });
}

export function clearedSessionCookie(): string {
  return serializeCookie(sessionCookieName, '', { secure: secureCookies(), maxAgeSeconds: 0 });
}

interface CookieClaims {
  sessionId: string;
  subjectType: SubjectType;
  subjectId: string;
}

async function claimsFromCookie(cookie: string): Promise<CookieClaims | null> {
  const claims = verifyToken(cookie, { secret: await sessionSecret(), nowMs: Date.now() });
  const { sid, st, sub } = claims ?? {};
  if (typeof sid !== 'string' || (st !== 'staff' && st !== 'client') || typeof sub !== 'string') return null;
  return { sessionId: sid, subjectType: st, subjectId: sub };
}

const isLive = (s: SessionRecord, now: number) => now < s.absoluteExpiresAt && now < s.lastSeenAt + sessionPolicy[s.subjectType].idleMs;

/**
 * The live session behind a cookie and its subject's root, or null (bad signature, unknown, idle,
 * past its absolute end, naming another subject than the stored session, or no such subject).
 */
export async function loadSession(cookie: string | undefined): Promise<{ session: SessionRecord; subject: SubjectRecord } | null> {
  const claims = cookie ? await claimsFromCookie(cookie) : null;
  if (!claims) return null;
  const { session, subject } = await readSessionAndSubject(hashId(claims.sessionId), claims.subjectType, claims.subjectId);
  if (!session || !subject || session.subjectType !== claims.subjectType || session.subjectId !== claims.subjectId) return null;
  const now = Date.now();
  if (!isLive(session, now)) return null;
  if (now - session.lastSeenAt >= touchEveryMs) {
    const idleEnd = Math.min(now + sessionPolicy[session.subjectType].idleMs, session.absoluteExpiresAt);
    await touchSession(session.hash, now, Math.ceil(idleEnd / 1000));
  }
  return { session, subject };
}

export const endSession = (hash: string): Promise<void> => deleteSession(hash);

/** Ends every session of a subject (password change or reset, removal). */
export const endAllSessions = (subjectType: SubjectType, subjectId: string): Promise<void> => deleteSessionsOfSubject(subjectType, subjectId);
