// Staff book for a client (POST /api/schedules, REFERENCE §3.7): `booked_by: staff`, no deposit.
// Admins and inventory managers book for anyone with any client; other staff for themselves and
// their linked clients. The exact slot is re-checked like an online booking.
import type { Schedule, StaffScheduleBody } from '#functions/contract/schedule.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';
import { scheduleOf } from '#functions/schedule/appointments/schedule-view.ts';
import { sendAppointmentConfirmed } from '#functions/schedule/appointments/appointment-emails.ts';
import { buildAppointment, buildProductLines, policySnapshot } from '#functions/schedule/booking/build-appointment.ts';
import { checkClientExists, checkSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import { checkReminderChoice } from '#functions/schedule/reminders/check-reminders.ts';
import { checkSlot } from '#functions/schedule/booking/check-slot.ts';
import { createAppointment } from '#functions/schedule/booking/create-appointment.ts';
import { noteAppointmentStart } from '#functions/schedule/booking/first-appointment-repository.ts';
import { loadSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { retryContended } from '#functions/schedule/booking/retry-contended.ts';
import { scheduleTarget, seesEveryone } from '#functions/schedule/appointments/schedule-access.ts';

export async function bookAsStaff(staff: StaffCaller, body: StaffScheduleBody): Promise<Schedule> {
  const appointment = await retryContended(async () => {
    const now = new Date();
    const employeeId = scheduleTarget(staff, body.employee_id);
    const loaded = await loadSlotInput({
      employeeId, locationId: body.location_id, clientId: body.client_id, treatmentIds: body.treatment_ids,
      productIds: body.product_ids.map((p) => p.product_id), fromDate: body.date, toDate: body.date,
    }, now.getTime());
    const client = checkClientExists(loaded.context.client);
    if (!seesEveryone(staff) && !loaded.context.clientLinked) throw validationFailed({ client_id: 'Client not found' });
    const subject = checkSubject(loaded.context, employeeId, body.treatment_ids, 'staff');
    checkReminderChoice(body.reminder, loaded.settings);
    checkSlot(loaded, { date: body.date, startAt: body.start_time, endAt: body.end_time }, subject.durationMinutes, subject.bufferMinutes);
    const built = buildAppointment({
      subject, client, startAt: body.start_time, endAt: body.end_time, bookedBy: 'staff', productType: body.product_type,
      reminder: body.reminder, products: buildProductLines(loaded.context, body.product_ids), cancellationPolicy: policySnapshot(loaded.settings),
      now: now.toISOString(),
    });
    return createAppointment(built, now.toISOString());
  });
  await noteAppointmentStart(appointment.clientId, appointment.startAt);
  await sendAppointmentConfirmed(appointment);
  return scheduleOf(appointment);
}
