// Storage of server-side sessions. A request's session and its subject's root item are read in ONE
// BatchGetItem (both strongly consistent): the signed cookie names the subject, so nothing needs the
// session before the subject can be fetched.
import { sessionKeys } from '#functions/lib/auth/session-keys.ts';
import { subjectKeys } from '#functions/lib/auth/subject-keys.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import { batchGet, queryPartition } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { batchDelete, deleteItem, putItem, updateItem } from '#functions/lib/db/write.ts';

export interface SessionRecord {
  hash: string;
  subjectType: SubjectType;
  subjectId: string;
  lastSeenAt: number;
  absoluteExpiresAt: number;
}

/** The fields of a staff or client root that identify a caller; roles are re-read on every request. */
export interface SubjectRecord {
  name: string;
  deactivated: boolean;
  isAdmin: boolean;
  isInvManager: boolean;
  isMentor: boolean;
}

const sessionFromItem = (hash: string, item: Item): SessionRecord => ({
  hash,
  subjectType: item.subject_type === 'client' ? 'client' : 'staff',
  subjectId: typeof item.subject_id === 'string' ? item.subject_id : '',
  lastSeenAt: typeof item.last_seen_at === 'number' ? item.last_seen_at : 0,
  absoluteExpiresAt: typeof item.absolute_expires_at === 'number' ? item.absolute_expires_at : 0,
});

const subjectFromItem = (item: Item): SubjectRecord => ({
  name: typeof item.name === 'string' ? item.name : '',
  deactivated: item.deactivated_at !== undefined && item.deactivated_at !== null,
  isAdmin: item.is_admin === true,
  isInvManager: item.is_inv_manager === true,
  isMentor: item.is_mentor === true,
});

export async function putSession(record: SessionRecord, meta: { ip: string; userAgent: string; expiresAt: number }): Promise<void> {
  await putItem({
    ...sessionKeys.session(record.hash),
    ...sessionKeys.ofSubject(record.subjectType, record.subjectId), GSI1SK: new Date(record.lastSeenAt).toISOString(),
    entity: 'session', subject_type: record.subjectType, subject_id: record.subjectId,
    created_at: new Date(record.lastSeenAt).toISOString(), last_seen_at: record.lastSeenAt,
    absolute_expires_at: record.absoluteExpiresAt, expires_at: meta.expiresAt, ip: meta.ip, user_agent: meta.userAgent.slice(0, 300),
  });
}

/** The session and the subject's root, in one round trip; either may be missing. */
export async function readSessionAndSubject(hash: string, type: SubjectType, subjectId: string): Promise<{ session?: SessionRecord; subject?: SubjectRecord }> {
  const sessionKey = sessionKeys.session(hash);
  const rootKey = subjectKeys.root(type, subjectId);
  const items = await batchGet([sessionKey, rootKey], true);
  const sessionItem = items.find((i) => i.PK === sessionKey.PK && i.SK === sessionKey.SK);
  const rootItem = items.find((i) => i.PK === rootKey.PK && i.SK === rootKey.SK);
  return { ...(sessionItem ? { session: sessionFromItem(hash, sessionItem) } : {}), ...(rootItem ? { subject: subjectFromItem(rootItem) } : {}) };
}

/** Slides the idle expiry; a session deleted meanwhile simply stays deleted. */
export async function touchSession(hash: string, now: number, expiresAtSeconds: number): Promise<void> {
  await updateItem(sessionKeys.session(hash), {
    expression: 'SET last_seen_at = :now, expires_at = :exp', condition: 'attribute_exists(PK)',
    values: { ':now': now, ':exp': expiresAtSeconds },
  });
}

export const deleteSession = (hash: string): Promise<void> => deleteItem(sessionKeys.session(hash));

export async function deleteSessionsOfSubject(type: SubjectType, id: string): Promise<void> {
  const sessions = await queryPartition(sessionKeys.ofSubject(type, id));
  await batchDelete(sessions.map((s) => ({ PK: String(s.PK), SK: String(s.SK) })));
}
