// GET /api/client/slots (public) and GET /api/schedules/slots (staff): free slots computed on the
// server (REFERENCE §3.6, CB 6). Past dates are dropped, the range is at most 31 days.
import type { SlotsQuery, SlotsResponse } from '#functions/contract/schedule.ts';
import type { Caller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { checkSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import { checkRange, loadSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { computeSlots } from '#functions/schedule/slots/compute-slots.ts';
import { scheduleTarget, seesEveryone } from '#functions/schedule/appointments/schedule-access.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';

/** `linkedOnly`: staff who do not see everyone may name only their linked clients (their calendars are private). */
async function slotsFor(query: SlotsQuery, clientId: string | undefined, channel: 'client' | 'staff', linkedOnly = false): Promise<SlotsResponse> {
  checkRange(query.from_date, query.to_date);
  const now = Date.now();
  const loaded = await loadSlotInput({
    employeeId: query.employee_id, locationId: query.location_id, clientId, treatmentIds: query.treatment_ids,
    fromDate: query.from_date, toDate: query.to_date,
  }, now);
  const subject = checkSubject(loaded.context, query.employee_id, query.treatment_ids, channel);
  if (linkedOnly && clientId !== undefined && !loaded.context.clientLinked) throw validationFailed({ client_id: 'Client not found' });
  const slots = computeSlots({ ...loaded.base, durationMinutes: subject.durationMinutes, bufferMinutes: subject.bufferMinutes });
  return {
    duration_minutes: subject.durationMinutes,
    timezone: subject.location.timezone,
    slots: slots.map((s) => ({ start_time: new Date(s.start).toISOString(), end_time: new Date(s.end).toISOString(), date: s.date })),
  };
}

/** Public: a signed-in client's own appointments are avoided too. */
export function listPublicSlots(caller: Caller, query: Omit<SlotsQuery, 'client_id'>): Promise<SlotsResponse> {
  return slotsFor(query, caller.kind === 'client' ? caller.clientId : undefined, 'client');
}

/** Staff: their own calendar (admins and inventory managers anyone's), optionally avoiding a client's appointments. */
export async function listStaffSlots(staff: StaffCaller, query: SlotsQuery): Promise<SlotsResponse> {
  const employeeId = scheduleTarget(staff, query.employee_id);
  return slotsFor({ ...query, employee_id: employeeId }, query.client_id, 'staff', !seesEveryone(staff));
}
