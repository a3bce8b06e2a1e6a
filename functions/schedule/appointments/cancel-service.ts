// Cancel (REFERENCE §3.7): staff any visible appointment, a client their own before it starts.
// Both parties are emailed after the commit; payments already made are not refunded (a deposit that
// lands after the cancel is: payments/refund-late-payment.ts).
import type { ClientCaller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import { sendAppointmentCancelled } from '#functions/schedule/appointments/appointment-emails.ts';
import { cancelAppointment } from '#functions/schedule/appointments/cancel-appointment.ts';
import { recomputeFirstAppointment } from '#functions/schedule/booking/first-appointment-repository.ts';
import { visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';

const cancelledMessage = { message: 'Appointment cancelled.' } as const;

export async function cancelAsClient(caller: ClientCaller, id: string): Promise<typeof cancelledMessage> {
  const a = visibleOrNotFound(caller, await getAppointment(id, true));
  const cancelled = await cancelAppointment(a, { by: { type: 'client', id: caller.clientId }, reason: null, onlyBeforeStart: true }, new Date().toISOString());
  await recomputeFirstAppointment(cancelled.clientId);
  await sendAppointmentCancelled(cancelled);
  return cancelledMessage;
}

export async function cancelAsStaff(staff: StaffCaller, id: string, reason: string | null = null): Promise<typeof cancelledMessage> {
  const a = visibleOrNotFound(staff, await getAppointment(id, true));
  const cancelled = await cancelAppointment(a, { by: { type: 'staff', id: staff.employeeId }, reason, onlyBeforeStart: false }, new Date().toISOString());
  await recomputeFirstAppointment(cancelled.clientId);
  await sendAppointmentCancelled(cancelled);
  return cancelledMessage;
}
