// Server-side sessions behind a signed cookie. The cookie carries a random session id in a JWT signed
// with the session secret; the table stores only the id's hash, so logout, a password change or an
// employee's removal ends a session at once, and a table read cannot hijack one.
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, jwtVerify } from 'jose';
import { env } from '#functions/lib/config/env.ts';
import { secrets } from '#functions/lib/config/secrets.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { keys, type SubjectType } from '#functions/lib/db/keys.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { batchDelete } from '#functions/lib/db/write.ts';
import { serializeCookie } from '#functions/lib/http/cookies.ts';

export const sessionCookieName = 'cb_session';

const minute = 60_000;
export const sessionPolicy: Record<SubjectType, { idleMs: number; absoluteMs: number }> = {
  staff: { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
  client: { idleMs: 7 * 24 * 60 * minute, absoluteMs: 30 * 24 * 60 * minute },
};
/** Sliding the idle expiry costs a write, so it happens at most once a minute per session. */
const touchEveryMs = minute;

export interface SessionRecord {
  hash: string;
  subjectType: SubjectType;
  subjectId: string;
  lastSeenAt: number;
  absoluteExpiresAt: number;
}

const hashId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');
const signingKey = async () => new TextEncoder().encode((await secrets()).session_secret);
const secureCookies = () => new URL(env().APP_ORIGIN).protocol === 'https:';

export async function createSession(subjectType: SubjectType, subjectId: string, meta: { ip: string; userAgent: string }): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  const now = Date.now();
  const { idleMs, absoluteMs } = sessionPolicy[subjectType];
  const absoluteExpiresAt = now + absoluteMs;
  await db.send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...keys.session(hashId(sessionId)),
      ...keys.sessionsOfSubject(subjectType, subjectId), GSI1SK: new Date(now).toISOString(),
      entity: 'session', subject_type: subjectType, subject_id: subjectId, created_at: new Date(now).toISOString(),
      last_seen_at: now, absolute_expires_at: absoluteExpiresAt,
      expires_at: Math.ceil(Math.min(now + idleMs, absoluteExpiresAt) / 1000),
      ip: meta.ip, user_agent: meta.userAgent.slice(0, 300),
    },
  }));
  const jwt = await new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt()
    .setExpirationTime(Math.floor(absoluteExpiresAt / 1000)).sign(await signingKey());
  return serializeCookie(sessionCookieName, jwt, { secure: secureCookies(), maxAgeSeconds: absoluteMs / 1000 });
}

export function clearedSessionCookie(): string {
  return serializeCookie(sessionCookieName, '', { secure: secureCookies(), maxAgeSeconds: 0 });
}

async function sessionIdFromCookie(cookie: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(cookie, await signingKey(), { algorithms: ['HS256'] });
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}

/** The live session behind a cookie, or null (bad signature, unknown, idle or past its absolute end). */
export async function loadSession(cookie: string | undefined): Promise<SessionRecord | null> {
  if (!cookie) return null;
  const sessionId = await sessionIdFromCookie(cookie);
  if (!sessionId) return null;
  const hash = hashId(sessionId);
  const found = await db.send(new GetCommand({ TableName: tableName(), Key: keys.session(hash), ConsistentRead: true }));
  const item = found.Item;
  if (!item) return null;
  const record: SessionRecord = {
    hash, subjectType: item.subject_type as SubjectType, subjectId: String(item.subject_id),
    lastSeenAt: Number(item.last_seen_at), absoluteExpiresAt: Number(item.absolute_expires_at),
  };
  const now = Date.now();
  if (now >= record.absoluteExpiresAt || now >= record.lastSeenAt + sessionPolicy[record.subjectType].idleMs) return null;
  if (now - record.lastSeenAt >= touchEveryMs) await touch(record, now);
  return record;
}

async function touch(record: SessionRecord, now: number): Promise<void> {
  const idleEnd = Math.min(now + sessionPolicy[record.subjectType].idleMs, record.absoluteExpiresAt);
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: keys.session(record.hash),
    UpdateExpression: 'SET last_seen_at = :now, expires_at = :exp',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':now': now, ':exp': Math.ceil(idleEnd / 1000) },
  })).catch(() => undefined); // a session deleted meanwhile simply stays deleted
}

export async function endSession(hash: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.session(hash) }));
}

/** Ends every session of a subject (password change or reset, removal). */
export async function endAllSessions(subjectType: SubjectType, subjectId: string): Promise<void> {
  const sessions = await queryPartition(keys.sessionsOfSubject(subjectType, subjectId));
  await batchDelete(sessions.map((s) => ({ PK: String(s.PK), SK: String(s.SK) })));
}
