// One key builder per entity; the shapes and the access patterns behind them are in
// docs/data-model.md. Repositories build keys only through these functions.
import type { Key } from '#functions/lib/db/write.ts';

const root = (prefix: string, id: string): Key => ({ PK: `${prefix}#${id}`, SK: '#META' });

export type SubjectType = 'staff' | 'client';
const subjectPrefix = (type: SubjectType) => (type === 'staff' ? 'EMP' : 'CLIENT');

/** `norm_email`: trimmed and lowercased. */
export const normEmail = (email: string): string => email.trim().toLowerCase();
/** `norm_name`: trimmed, inner whitespace collapsed, NFC, lowercased. */
export const normName = (name: string): string => name.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();

export const keys = {
  /** A fixed item the health check reads to prove the table answers. */
  health: (): Key => ({ PK: 'HEALTH', SK: 'HEALTH' }),
  settings: (): Key => ({ PK: 'SETTINGS', SK: '#META' }),
  counter: (name: 'INVOICE_NUMBER' | 'ACTIVE_ADMINS'): Key => root('COUNTER', name),
  unique: (kind: string, value: string): Key => ({ PK: `UNIQUE#${kind}#${value}`, SK: 'UNIQUE' }),

  employee: (id: string): Key => root('EMP', id),
  client: (id: string): Key => root('CLIENT', id),
  clientDetail: (id: string): Key => ({ PK: `CLIENT#${id}`, SK: '#DETAIL' }),
  employeeLocation: (employeeId: string, locationId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `LOC#${locationId}` }),
  employeeMentor: (employeeId: string, mentorId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `MENTOR#${mentorId}` }),
  employeeClient: (employeeId: string, clientId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `CLIENT#${clientId}` }),
  location: (id: string): Key => root('LOC', id),

  session: (sessionHash: string): Key => root('SESSION', sessionHash),
  sessionsOfSubject: (type: SubjectType, id: string) => ({ GSI1PK: `${subjectPrefix(type)}#${id}#SESSION` }),
  token: (tokenHash: string): Key => root('TOKEN', tokenHash),
  tokenPointer: (type: SubjectType, id: string, purpose: 'reset' | 'invite'): Key => ({ PK: `${subjectPrefix(type)}#${id}`, SK: `TOKEN#${purpose}` }),
  throttleAccount: (type: SubjectType, emailHash: string): Key => root('THROTTLE', `ACCT#${type}#${emailHash}`),
  throttleIp: (ip: string): Key => root('THROTTLE', `IP#${ip}`),
};
