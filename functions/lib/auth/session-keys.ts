// Keys of sessions (docs/data-model.md §2.10).
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

const subjectPrefix = (type: SubjectType) => (type === 'staff' ? 'EMP' : 'CLIENT');

export const sessionKeys = {
  session: (sessionHash: string): Key => ({ PK: `SESSION#${sessionHash}`, SK: '#META' }),
  /** GSI1 partition of a subject's sessions (ended together on a password change or removal). */
  ofSubject: (type: SubjectType, id: string) => ({ GSI1PK: `${subjectPrefix(type)}#${id}#SESSION` }),
};
