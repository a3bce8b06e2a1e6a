// Lambda entry of the schedule group.
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { addAppointmentProductEndpoint } from '#functions/schedule/add-appointment-product-endpoint.ts';
import { cancelClientBookingEndpoint } from '#functions/schedule/cancel-client-booking-endpoint.ts';
import { cancelScheduleEndpoint } from '#functions/schedule/cancel-schedule-endpoint.ts';
import { chooseReminderEndpoint } from '#functions/schedule/choose-reminder-endpoint.ts';
import { createScheduleEndpoint } from '#functions/schedule/create-schedule-endpoint.ts';
import { createUnavailabilityEndpoint } from '#functions/schedule/create-unavailability-endpoint.ts';
import { deleteAvailabilityEndpoint } from '#functions/schedule/delete-availability-endpoint.ts';
import { deleteUnavailabilityEndpoint } from '#functions/schedule/delete-unavailability-endpoint.ts';
import { getScheduleEndpoint } from '#functions/schedule/get-schedule-endpoint.ts';
import { listAppointmentsEndpoint } from '#functions/schedule/list-appointments-endpoint.ts';
import { listAvailabilitiesEndpoint } from '#functions/schedule/list-availabilities-endpoint.ts';
import { listBusyTimesEndpoint } from '#functions/schedule/list-busy-times-endpoint.ts';
import { listClientAppointmentsEndpoint } from '#functions/schedule/list-client-appointments-endpoint.ts';
import { listClientSchedulesEndpoint } from '#functions/schedule/list-client-schedules-endpoint.ts';
import { listClientSlotsEndpoint } from '#functions/schedule/list-client-slots-endpoint.ts';
import { listPublicUnavailabilityEndpoint } from '#functions/schedule/list-public-unavailability-endpoint.ts';
import { listScheduleClientsEndpoint } from '#functions/schedule/list-schedule-clients-endpoint.ts';
import { listSchedulesEndpoint } from '#functions/schedule/list-schedules-endpoint.ts';
import { listStaffSlotsEndpoint } from '#functions/schedule/list-staff-slots-endpoint.ts';
import { removeAppointmentProductEndpoint } from '#functions/schedule/remove-appointment-product-endpoint.ts';
import { saveAvailabilityEndpoint } from '#functions/schedule/save-availability-endpoint.ts';
import { updateAppointmentProductEndpoint } from '#functions/schedule/update-appointment-product-endpoint.ts';
import { updateScheduleEndpoint } from '#functions/schedule/update-schedule-endpoint.ts';
import { updateUnavailabilityEndpoint } from '#functions/schedule/update-unavailability-endpoint.ts';

export const handler = createGroupHandler('schedule', {
  'schedule.availabilities': listAvailabilitiesEndpoint,
  'schedule.availability_save': saveAvailabilityEndpoint,
  'schedule.availability_delete': deleteAvailabilityEndpoint,
  'schedule.unavailability_create': createUnavailabilityEndpoint,
  'schedule.unavailability_update': updateUnavailabilityEndpoint,
  'schedule.unavailability_delete': deleteUnavailabilityEndpoint,
  'schedule.client_unavailability': listPublicUnavailabilityEndpoint,
  'schedule.client_slots': listClientSlotsEndpoint,
  'schedule.slots': listStaffSlotsEndpoint,
  'schedule.client_busy': listBusyTimesEndpoint,
  'schedule.client_cancel': cancelClientBookingEndpoint,
  'schedule.client_appointments': listClientAppointmentsEndpoint,
  'schedule.client_reminder': chooseReminderEndpoint,
  'schedule.create': createScheduleEndpoint,
  'schedule.get': getScheduleEndpoint,
  'schedule.update': updateScheduleEndpoint,
  'schedule.cancel': cancelScheduleEndpoint,
  'schedule.appointments': listAppointmentsEndpoint,
  'schedule.list': listSchedulesEndpoint,
  'schedule.client_schedules': listClientSchedulesEndpoint,
  'schedule.product_add': addAppointmentProductEndpoint,
  'schedule.product_update': updateAppointmentProductEndpoint,
  'schedule.product_remove': removeAppointmentProductEndpoint,
  'schedule.clients': listScheduleClientsEndpoint,
});
