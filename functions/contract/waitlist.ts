// The waitlist and client self-rescheduling (issue 24, decision 034): join, list and leave a
// waitlist (client), the staff's view of it, and the client's reschedule request. Dates are the
// location's; instants are ISO-8601 UTC.
import * as z from 'zod';
import { clientRef, employeeRef, id } from '#functions/contract/common.ts';
import { orderedRange } from '#functions/contract/date-range.ts';
import { instant, isoDate } from '#functions/contract/schedule.ts';

/** The longest range one entry may wait for (REFERENCE issue 24). */
export const maxWaitlistDays = 60;
/** Open entries one client may have at a time. */
export const maxOpenWaitlistEntries = 5;

/** POST /api/client/waitlist (flat or under `waitlist`). */
export const joinWaitlistBody = orderedRange(z.object({
  employee_id: id,
  location_id: id,
  treatment_ids: z.array(id).min(1, 'Choose at least one treatment').max(10),
  from_date: isoDate,
  to_date: isoDate,
}), 'from_date', 'to_date');
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

export const waitlistStatus = z.enum(['open', 'booked', 'left', 'expired']);

export const waitlistEntry = z.object({
  id: z.string(),
  status: waitlistStatus,
  employee: employeeRef,
  location: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  treatments: z.array(z.object({ id: z.string(), name: z.string() })),
  from_date: z.string(),
  to_date: z.string(),
  created_at: z.string(),
  last_notified_at: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** What staff see: the entry and who is waiting. */
export const staffWaitlistEntry = waitlistEntry.extend({ client: clientRef });
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntry>;

/** GET /api/waitlist: the open entries overlapping the dates, of one employee (staff: their own). */
export const staffWaitlistQuery = orderedRange(z.object({
  employee_id: id.optional(),
  from_date: isoDate,
  to_date: isoDate,
}), 'from_date', 'to_date');
export type StaffWaitlistQuery = z.infer<typeof staffWaitlistQuery>;

export const leaveWaitlistResponse = z.object({ message: z.literal('You have left the waitlist.') });

/** POST /api/client/schedules/{id}/reschedule: the new slot, as the slot list gives it. */
export const rescheduleBody = z.object({
  date: isoDate,
  start_time: instant,
  end_time: instant,
});
export type RescheduleBody = z.infer<typeof rescheduleBody>;
