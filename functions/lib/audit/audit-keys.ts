// Audit event keys (docs/data-model.md §2.11): one table partition per UTC day, and a client's
// events on GSI1.
import type { Key } from '#functions/lib/db/write.ts';

export const auditKeys = {
  event: (at: string, id: string): Key => ({ PK: `AUDIT#${at.slice(0, 10)}`, SK: `${at}#${id}` }),
  day: (date: string) => `AUDIT#${date}`,
  clientIndex: (clientId: string, at: string, id: string) => ({ GSI1PK: `CLIENT#${clientId}#AUDIT`, GSI1SK: `${at}#${id}` }),
  ofClient: (clientId: string) => `CLIENT#${clientId}#AUDIT`,
};
