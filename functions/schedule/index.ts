// Lambda entry of the schedule group.
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { clientRescheduleEndpoint } from '#functions/schedule/appointments/client-reschedule-endpoint.ts';
import { chooseReminderEndpoint } from '#functions/schedule/reminders/choose-reminder-endpoint.ts';
import { createScheduleEndpoint } from '#functions/schedule/booking/create-schedule-endpoint.ts';
import { getScheduleEndpoint } from '#functions/schedule/appointments/get-schedule-endpoint.ts';
import { listAppointmentsEndpoint } from '#functions/schedule/appointments/list-appointments-endpoint.ts';
import { listBusyTimesEndpoint } from '#functions/schedule/availability/list-busy-times-endpoint.ts';
import { listClientAppointmentsEndpoint } from '#functions/schedule/appointments/list-client-appointments-endpoint.ts';
import { listClientSchedulesEndpoint } from '#functions/schedule/appointments/list-client-schedules-endpoint.ts';
import { listClientSlotsEndpoint } from '#functions/schedule/slots/list-client-slots-endpoint.ts';
import { listSchedulesEndpoint } from '#functions/schedule/appointments/list-schedules-endpoint.ts';
import { listStaffSlotsEndpoint } from '#functions/schedule/slots/list-staff-slots-endpoint.ts';
import { updateScheduleEndpoint } from '#functions/schedule/appointments/update-schedule-endpoint.ts';
// The composition root hands a status change the payments group's fee steps (decision 032); the
// payments group's cancel and card-on-file routes run here too (route table `lambda`, issue 23).
import { cancelClientBookingEndpoint, cancelScheduleEndpoint, chargeCardEndpoint, chargeFeeEndpoint, feeSteps } from '#functions/payments/public.ts';

export const handler = createGroupHandler('schedule', {
  'schedule.client_slots': listClientSlotsEndpoint,
  'schedule.slots': listStaffSlotsEndpoint,
  'schedule.client_busy': listBusyTimesEndpoint,
  'schedule.client_appointments': listClientAppointmentsEndpoint,
  'schedule.client_reminder': chooseReminderEndpoint,
  'schedule.client_reschedule': clientRescheduleEndpoint,
  'schedule.create': createScheduleEndpoint,
  'schedule.get': getScheduleEndpoint,
  'schedule.update': updateScheduleEndpoint(feeSteps),
  'schedule.appointments': listAppointmentsEndpoint,
  'schedule.list': listSchedulesEndpoint,
  'schedule.client_schedules': listClientSchedulesEndpoint,
  'payments.client_cancel': cancelClientBookingEndpoint,
  'payments.cancel': cancelScheduleEndpoint,
  'payments.charge_card': chargeCardEndpoint,
  'payments.charge_fee': chargeFeeEndpoint,
});
