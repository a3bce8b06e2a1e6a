// InvoiceNotice keys (docs/data-model.md §2.8, decision 031): the outbox row of one invoice mail,
// `INVNOTICE#<id>`/`#META`, and while it waits the sparse GSI1 partition `INVNOTICE#due` sorted by
// when the safety net may step in (or, while `sending`, by when the claim's lease ends).
import type { Key } from '#functions/lib/db/write.ts';

export const invoiceNoticeQueue = 'INVNOTICE#due';

export const invoiceNoticeKeys = {
  item: (id: string): Key => ({ PK: `INVNOTICE#${id}`, SK: '#META' }),
  /** The queue keys of a notice due (or leased) until `at`. */
  queued: (at: string, id: string) => ({ GSI1PK: invoiceNoticeQueue, GSI1SK: `${at}#${id}` }),
  /** "Due by now": every queue key at or before `now` (`~` sorts after the ids). */
  dueBy: (now: string) => `${now}#~`,
};
