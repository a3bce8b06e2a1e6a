// Cancel (REFERENCE §3.7): staff any visible appointment, a client their own before it starts.
// Both parties are emailed after the commit; payments already made are not refunded (a deposit that
// lands after the cancel is: payments/refund-late-payment.ts).
import type { ClientCaller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import { sendAppointmentCancelled } from '#functions/schedule/appointments/appointment-emails.ts';
import { cancelAppointment } from '#functions/schedule/appointments/cancel-appointment.ts';
import { recomputeFirstAppointment } from '#functions/schedule/booking/first-appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { lateCancelFeeCents } from '#functions/schedule/appointments/cancellation-fee.ts';
import { visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';

/** The client's own appointment, for a cancel or its preview (another's → 404). */
export async function loadOwnForCancel(caller: ClientCaller, id: string): Promise<AppointmentRecord> {
  return visibleOrNotFound(caller, await getAppointment(id, true));
}

/** The cancelled appointment and the late-cancel fee its policy asks for at the moment of the cancel. */
export interface CancelResult {
  appointment: AppointmentRecord;
  lateFeeCents: number;
}

export async function cancelAsClient(caller: ClientCaller, id: string): Promise<CancelResult> {
  const a = await loadOwnForCancel(caller, id);
  const now = new Date().toISOString();
  const cancelled = await cancelAppointment(a, { by: { type: 'client', id: caller.clientId }, reason: null, onlyBeforeStart: true }, now);
  await recomputeFirstAppointment(cancelled.clientId);
  await sendAppointmentCancelled(cancelled);
  return { appointment: cancelled, lateFeeCents: lateCancelFeeCents(a, now) };
}

export async function cancelAsStaff(staff: StaffCaller, id: string, reason: string | null = null): Promise<CancelResult> {
  const a = visibleOrNotFound(staff, await getAppointment(id, true));
  const now = new Date().toISOString();
  const cancelled = await cancelAppointment(a, { by: { type: 'staff', id: staff.employeeId }, reason, onlyBeforeStart: false }, now);
  await recomputeFirstAppointment(cancelled.clientId);
  await sendAppointmentCancelled(cancelled);
  return { appointment: cancelled, lateFeeCents: lateCancelFeeCents(a, now) };
}
