import { idParams, schedule } from '#functions/contract/schedule.ts';
import { getSchedule } from '#functions/schedule/appointments/appointment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/schedules/{id}: the full Schedule, for staff who see it and for its own client. */
export const getScheduleEndpoint = defineEndpoint({
  access: 'public',
  params: idParams,
  response: schedule,
  handler: ({ caller, params }) => getSchedule(caller, params.id),
});
