// A client books online (POST /api/client/schedules, REFERENCE §3.6–3.7): policy, subject, the
// exact slot re-checked, then T-BOOK. When a deposit is due the payments group's steps (handed in by
// the Lambda entry, see DepositSteps) hold the slot (`pending_deposit` + hold) and open a hosted
// Checkout session whose URL is `redirect_url`.
import type { BookingResponse, ClientBookingBody } from '#functions/contract/schedule.ts';
import type { ClientCaller } from '#functions/lib/auth/caller.ts';
import { scheduleOf } from '#functions/schedule/appointments/schedule-view.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { ClientInfo, EmployeeInfo } from '#functions/schedule/booking/booking-context-repository.ts';
import { sendAppointmentConfirmed } from '#functions/schedule/appointments/appointment-emails.ts';
import { buildAppointment, policySnapshot } from '#functions/schedule/booking/build-appointment.ts';
import { checkClientMayBookOnline, checkSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import { checkReminderChoice } from '#functions/schedule/reminders/check-reminders.ts';
import { checkIntakeForms } from '#functions/schedule/booking/check-intake-forms.ts';
import { checkSlot } from '#functions/schedule/booking/check-slot.ts';
import { createAppointment } from '#functions/schedule/booking/create-appointment.ts';
import { noteAppointmentStart } from '#functions/schedule/booking/first-appointment-repository.ts';
import { loadSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { retryContended } from '#functions/schedule/booking/retry-contended.ts';

/** What booking needs from the payments group, which depends on schedule and so cannot be imported. */
export interface DepositSteps {
  /** The deposit due for this booking, or null when none is. */
  amountDue(employee: EmployeeInfo, client: ClientInfo, built: AppointmentRecord): Promise<number | null>;
  /** T-BOOK with the slot held as `pending_deposit`. */
  createHeld(built: AppointmentRecord, amountCents: number, now: string): Promise<AppointmentRecord>;
  openCheckout(held: AppointmentRecord): Promise<{ appointment: AppointmentRecord; redirectUrl: string }>;
  /** 409 `card_required` unless the client has a saved card (`card_required_for_online_booking`). */
  requireSavedCard(clientId: string): Promise<void>;
}

export async function bookAsClient(caller: ClientCaller, body: ClientBookingBody, deposits: DepositSteps): Promise<BookingResponse> {
  const appointment = await retryContended(async () => {
    const now = new Date();
    const loaded = await loadSlotInput({
      employeeId: body.employee_id, locationId: body.location_id, clientId: caller.clientId,
      treatmentIds: body.treatment_ids, fromDate: body.date, toDate: body.date,
    }, now.getTime());
    const client = checkClientMayBookOnline(loaded.context.client);
    const subject = checkSubject(loaded.context, body.employee_id, body.treatment_ids, 'client');
    checkReminderChoice(body.reminder, loaded.settings);
    checkSlot(loaded, { date: body.date, startAt: body.start_time, endAt: body.end_time }, subject.durationMinutes, subject.bufferMinutes);
    await checkIntakeForms({ clientId: client.id, employeeId: subject.employee.id, treatments: subject.treatments, timeZone: loaded.settings.timezone, now });
    const built = buildAppointment({
      subject, client, startAt: body.start_time, endAt: body.end_time, bookedBy: 'client',
      productType: 'treatment_for_client', reminder: body.reminder, cancellationPolicy: policySnapshot(loaded.settings), now: now.toISOString(),
    });
    const deposit = await deposits.amountDue(subject.employee, client, built);
    // A deposit booking pays with a card of its own; otherwise the practice may require a saved one.
    if (deposit === null && loaded.settings.card_required_for_online_booking) await deposits.requireSavedCard(client.id);
    return deposit === null ? createAppointment(built, now.toISOString()) : deposits.createHeld(built, deposit, now.toISOString());
  });
  if (appointment.status === 'pending_deposit') {
    const { appointment: held, redirectUrl } = await deposits.openCheckout(appointment);
    return { schedule: await scheduleOf(held), redirect_url: redirectUrl };
  }
  await noteAppointmentStart(appointment.clientId, appointment.startAt);
  await sendAppointmentConfirmed(appointment);
  return { schedule: await scheduleOf(appointment), redirect_url: null };
}
