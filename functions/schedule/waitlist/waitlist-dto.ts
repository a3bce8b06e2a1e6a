// Waitlist entry DTOs (contract/waitlist.ts) from the record: the client's view and the staff's.
import type { StaffWaitlistEntry, WaitlistEntry } from '#functions/contract/waitlist.ts';
import type { WaitlistRecord } from '#functions/model/waitlist-record.ts';

export const toWaitlistEntry = (w: WaitlistRecord): WaitlistEntry => ({
  id: w.id, status: w.status,
  employee: { id: w.employeeId, name: w.employeeName },
  location: { id: w.locationId, name: w.locationName, timezone: w.timezone },
  treatments: w.treatments.map((t) => ({ id: t.id, name: t.name })),
  from_date: w.fromDate, to_date: w.toDate, created_at: w.createdAt, last_notified_at: w.lastNotifiedAt,
});

export const toStaffWaitlistEntry = (w: WaitlistRecord): StaffWaitlistEntry => ({
  ...toWaitlistEntry(w), client: { id: w.clientId, name: w.clientName, last_name: w.clientLastName },
});
