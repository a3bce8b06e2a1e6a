// ReminderDelivery keys (docs/data-model.md §2.7): a child of its appointment, `APPT#<id>`/`REM#<kind>`,
// and while it waits in the queue the sparse GSI1 partition `REMINDER#due` sorted by when it is due
// (or, while `sending`, by when its lease ends).
import type { ReminderKind } from '#functions/contract/schedule.ts';
import type { Key } from '#functions/lib/db/write.ts';

export const reminderQueue = 'REMINDER#due';

export const reminderKeys = {
  item: (appointmentId: string, kind: ReminderKind): Key => ({ PK: `APPT#${appointmentId}`, SK: `REM#${kind}` }),
  /** The prefix of an appointment's reminder items (AP-APPT-4, read before a write). */
  prefix: 'REM#',
  appointment: (appointmentId: string): Key => ({ PK: `APPT#${appointmentId}`, SK: '#META' }),
  /** The queue keys of a reminder due (or leased) until `at`. */
  queued: (at: string, appointmentId: string, kind: ReminderKind) => ({ GSI1PK: reminderQueue, GSI1SK: `${at}#${appointmentId}#${kind}` }),
  /** "Due by now": every queue key at or before `now` (`~` sorts after ids and kinds). */
  dueBy: (now: string) => `${now}#~`,
};
