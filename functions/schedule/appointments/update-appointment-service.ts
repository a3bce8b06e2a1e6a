// PATCH /api/schedules/{id} (REFERENCE §3.7): `status` (arrived / no_show after the start, back to
// booked, or cancelled), or a reschedule: any of time, employee, location, client, treatments —
// re-validated as a new booking would be, excluding the appointment's own time.
import type { Schedule, UpdateScheduleBody } from '#functions/contract/schedule.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { badRequest, conflict, validationFailed } from '#functions/lib/errors/app-error.ts';
import { computeAmounts, paidOnLine } from '#functions/schedule/appointments/appointment-amounts.ts';
import { sendAppointmentMoved } from '#functions/schedule/appointments/appointment-emails.ts';
import { scheduleOf } from '#functions/schedule/appointments/schedule-view.ts';
import { getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { buildAppointment } from '#functions/schedule/booking/build-appointment.ts';
import { cancelAsStaff } from '#functions/schedule/appointments/cancel-service.ts';
import { changeStatus, checkBackToBooked } from '#functions/schedule/appointments/change-status.ts';
import { noShowFeeCents } from '#functions/schedule/appointments/cancellation-fee.ts';
import { checkClientExists, checkSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import { checkSlot } from '#functions/schedule/booking/check-slot.ts';
import { loadSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { recomputeFirstAppointment } from '#functions/schedule/booking/first-appointment-repository.ts';
import { cannotMoveCancelled, rescheduleAppointment } from '#functions/schedule/appointments/reschedule-appointment.ts';
import { scheduleTarget, seesEveryone, visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';
import { localOf } from '#functions/schedule/slots/local-time.ts';

const movesTime = (b: UpdateScheduleBody) =>
  [b.date, b.start_time, b.end_time, b.employee_id, b.location_id, b.client_id, b.treatment_ids].some((v) => v !== undefined);

/**
 * What a status change needs from the payments group, which depends on schedule and so cannot be
 * imported: the Lambda entry hands it in (decision 032), as it hands the booking its DepositSteps.
 */
export interface FeeSteps {
  /** Charges the no-show fee at most once (a repeat or a racing request charges nothing). */
  chargeNoShowFee(a: AppointmentRecord): Promise<AppointmentRecord>;
}

export async function updateSchedule(staff: StaffCaller, id: string, body: UpdateScheduleBody, fees: FeeSteps): Promise<Schedule> {
  const a = visibleOrNotFound(staff, await getAppointment(id, true));
  const version = body.version ?? a.version;
  if (body.version !== undefined && body.version !== a.version) throw conflict();
  if (body.status === 'cancelled') {
    await cancelAsStaff(staff, id, body.cancel_reason ?? null);
    return scheduleOf(visibleOrNotFound(staff, await getAppointment(id, true)));
  }
  if (a.status === 'cancelled') throw cannotMoveCancelled();
  let current = a;
  if (movesTime(body) || (body.product_type !== undefined && body.product_type !== a.productType)) {
    current = await reschedule(staff, a, body, version);
  }
  if (body.status !== undefined) {
    const now = new Date().toISOString();
    if (body.status === 'booked') checkBackToBooked(staff, current, now);
    current = await changeStatus(current, body.status, current.version, now);
  }
  // At most one no-show fee per appointment (a claim item), even after a set-back to Booked.
  if (body.status === 'no_show' && current.status === 'no_show' && noShowFeeCents(current) > 0) current = await fees.chargeNoShowFee(current);
  return scheduleOf(current);
}

/** Keeps the snapshot of treatments that stay; a line with money on it cannot be dropped. */
function keptLines(a: AppointmentRecord, treatmentIds: readonly string[]) {
  const amounts = computeAmounts(a);
  for (const line of a.treatments) {
    if (!treatmentIds.includes(line.treatmentId) && paidOnLine(amounts, line.id) > 0) {
      throw conflict('invalid_state', `${line.name} has been paid for and cannot be removed.`);
    }
  }
  return a.treatments;
}

async function reschedule(staff: StaffCaller, a: AppointmentRecord, body: UpdateScheduleBody, version: number): Promise<AppointmentRecord> {
  const now = new Date();
  const employeeId = scheduleTarget(staff, body.employee_id ?? a.employeeId);
  const treatmentIds = body.treatment_ids ?? a.treatments.map((t) => t.treatmentId);
  const startAt = body.start_time ?? a.startAt;
  const loadedFor = (date: string) => loadSlotInput({
    employeeId, locationId: body.location_id ?? a.locationId, clientId: body.client_id ?? a.clientId, treatmentIds,
    fromDate: date, toDate: date, excludeAppointmentId: a.id,
  }, now.getTime());
  const loaded = await loadedFor(body.date ?? a.date);
  const subject = checkSubject(loaded.context, employeeId, treatmentIds, 'staff');
  const client = checkClientExists(loaded.context.client);
  if (body.client_id !== undefined && body.client_id !== a.clientId && !seesEveryone(staff) && !loaded.context.clientLinked) {
    throw validationFailed({ client_id: 'Client not found' });
  }
  const endAt = body.end_time ?? new Date(Date.parse(startAt) + subject.durationMinutes * 60_000).toISOString();
  const date = body.date ?? localOf(Date.parse(startAt), subject.location.timezone).date;
  if (date !== localOf(Date.parse(startAt), subject.location.timezone).date) throw badRequest({ date: 'Date must be the local date of the start time' });
  checkSlot(date === (body.date ?? a.date) ? loaded : await loadedFor(date), { date, startAt, endAt }, subject.durationMinutes, subject.bufferMinutes);
  const fresh = buildAppointment({ subject, client, startAt, endAt, bookedBy: a.bookedBy, productType: body.product_type ?? a.productType, reminder: a.reminder, now: now.toISOString() });
  const kept = keptLines(a, treatmentIds);
  const treatments = fresh.treatments.map((t) => kept.find((k) => k.treatmentId === t.treatmentId) ?? t).map((t, position) => ({ ...t, position }));
  const after: AppointmentRecord = { ...a, ...fresh, id: a.id, status: a.status, treatments, products: a.products, payments: a.payments, notes: a.notes,
    cancellationPolicy: a.cancellationPolicy ?? null, cancelledBy: null, cancelledAt: null, cancelReason: null, createdAt: a.createdAt };
  const saved = await rescheduleAppointment(a, after, version, now.toISOString());
  await Promise.all([...new Set([a.clientId, saved.clientId])].map((id) => recomputeFirstAppointment(id)));
  await sendAppointmentMoved(a, saved);
  return saved;
}
