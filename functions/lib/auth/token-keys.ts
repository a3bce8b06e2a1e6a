// Keys of reset and invitation tokens (docs/data-model.md §2.10): the token by its hash, and the
// subject's current-token pointer in the subject's partition.
import type { SubjectType } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

const subjectPrefix = (type: SubjectType) => (type === 'staff' ? 'EMP' : 'CLIENT');

export const tokenKeys = {
  token: (tokenHash: string): Key => ({ PK: `TOKEN#${tokenHash}`, SK: '#META' }),
  tokenPointer: (type: SubjectType, id: string, purpose: 'reset' | 'invite'): Key => ({ PK: `${subjectPrefix(type)}#${id}`, SK: `TOKEN#${purpose}` }),
};
