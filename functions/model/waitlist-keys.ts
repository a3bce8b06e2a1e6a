// Waitlist keys (docs/data-model.md §2.7a): the entry root `WAIT#<id>`, the client's entries in GSI1,
// the open entries in the sparse GSI2 partition `WAITLIST#open`, and the client's open-entry counter.
import type { Key } from '#functions/lib/db/write.ts';

export const openWaitlist = 'WAITLIST#open';

export const waitlistKeys = {
  entry: (id: string): Key => ({ PK: `WAIT#${id}`, SK: '#META' }),
  /** GSI1: every entry of a client (AP-WAIT-1), newest last in key order. */
  ofClient: (clientId: string, createdAt: string, id: string) => ({ GSI1PK: `CLIENT#${clientId}#WAIT`, GSI1SK: `${createdAt}#${id}` }),
  clientPartition: (clientId: string): string => `CLIENT#${clientId}#WAIT`,
  /** GSI2 while open (AP-WAIT-2), sorted by the first date wanted. */
  open: (fromDate: string, id: string) => ({ GSI2PK: openWaitlist, GSI2SK: `${fromDate}#${id}` }),
  /** Every open entry starting on or before `toDate`. */
  openUpTo: (toDate: string) => `${toDate}#~`,
  /** AP-WAIT-4: the client's open-entry counter. */
  counter: (clientId: string): Key => ({ PK: `CLIENT#${clientId}`, SK: 'WAITLIST' }),
};
