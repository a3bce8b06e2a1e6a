// POST /api/client/schedules/{id}/reschedule (issue 24, decision 034): a client moves their own
// `booked` appointment to another free time of the same employee, location and treatments, outside
// the cancellation window. ONE transaction (T-RESCHED): the new claim cells taken, the old released,
// the reminders re-timed; a taken slot is 409 `slot_unavailable` and the old time stays.
import type { RescheduleBody } from '#functions/contract/waitlist.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import type { ClientCaller } from '#functions/lib/auth/caller.ts';
import { badRequest, conflict } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import { sendAppointmentMoved } from '#functions/schedule/appointments/appointment-emails.ts';
import { rescheduleAppointment } from '#functions/schedule/appointments/reschedule-appointment.ts';
import { visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';
import { scheduleOf } from '#functions/schedule/appointments/schedule-view.ts';
import { buildAppointment } from '#functions/schedule/booking/build-appointment.ts';
import { checkClientMayBookOnline, checkSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import { checkSlot } from '#functions/schedule/booking/check-slot.ts';
import { recomputeFirstAppointment } from '#functions/schedule/booking/first-appointment-repository.ts';
import { loadSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { retryContended } from '#functions/schedule/booking/retry-contended.ts';
import { localOf } from '#functions/schedule/slots/local-time.ts';

const hourMs = 3_600_000;
const tooLate = () => conflict('too_late_to_reschedule', 'This appointment is too close to its start to be moved online. Please contact the practice.');
const notBooked = () => conflict('invalid_state', 'Only a booked appointment can be moved.');

/** The latest start a move is still allowed for: now + the window the appointment was booked under. */
async function cutoffOf(a: AppointmentRecord, nowMs: number): Promise<string> {
  const windowHours = a.cancellationPolicy?.windowHours ?? (await loadPracticeSettings()).cancellation_window_hours;
  return new Date(nowMs + windowHours * hourMs).toISOString();
}

/** check-*: own, `booked`, and its current start outside the window. */
export async function checkReschedulable(a: AppointmentRecord, nowMs: number): Promise<string> {
  if (a.status !== 'booked') throw notBooked();
  const cutoff = await cutoffOf(a, nowMs);
  if (a.startAt <= cutoff) throw tooLate();
  return cutoff;
}

async function moveOnce(caller: ClientCaller, id: string, body: RescheduleBody): Promise<{ before: AppointmentRecord; saved: AppointmentRecord }> {
  const now = Date.now();
  const before = visibleOrNotFound(caller, await getAppointment(id, true));
  const cutoff = await checkReschedulable(before, now);
  const treatmentIds = before.treatments.map((t) => t.treatmentId);
  const loaded = await loadSlotInput({
    employeeId: before.employeeId, locationId: before.locationId, clientId: before.clientId, treatmentIds,
    fromDate: body.date, toDate: body.date, excludeAppointmentId: before.id,
  }, now);
  const client = checkClientMayBookOnline(loaded.context.client);
  const subject = checkSubject(loaded.context, before.employeeId, treatmentIds, 'client');
  if (body.date !== localOf(Date.parse(body.start_time), subject.location.timezone).date) throw badRequest({ date: 'Date must be the local date of the start time' });
  checkSlot(loaded, { date: body.date, startAt: body.start_time, endAt: body.end_time }, subject.durationMinutes, subject.bufferMinutes);
  const fresh = buildAppointment({ subject, client, startAt: body.start_time, endAt: body.end_time, bookedBy: before.bookedBy, productType: before.productType, reminder: before.reminder, now: new Date(now).toISOString() });
  const after: AppointmentRecord = { ...before, date: fresh.date, startTime: fresh.startTime, endTime: fresh.endTime, startAt: fresh.startAt, endAt: fresh.endAt, bufferMinutes: fresh.bufferMinutes };
  const saved = await rescheduleAppointment(before, after, before.version, new Date(now).toISOString(), {
    condition: { expression: '#st = :booked AND start_at > :cutoff', names: { '#st': 'status' }, values: { ':booked': 'booked', ':cutoff': cutoff } },
  });
  return { before, saved };
}

export async function rescheduleAsClient(caller: ClientCaller, id: string, body: RescheduleBody): Promise<Schedule> {
  // A version race (a staff edit, another tab) re-runs the whole move against the fresh root.
  const { before, saved } = await retryContended(() => moveOnce(caller, id, body));
  await recomputeFirstAppointment(saved.clientId);
  await sendAppointmentMoved(before, saved, 'everyone');
  return scheduleOf(saved);
}
