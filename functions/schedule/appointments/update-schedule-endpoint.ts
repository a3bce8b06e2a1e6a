import { idParams, schedule, updateScheduleBody } from '#functions/contract/schedule.ts';
import { updateSchedule } from '#functions/schedule/appointments/update-appointment-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/schedules/{id}: reschedule, change status, or cancel (flat or under `schedule`). */
export const updateScheduleEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  body: updateScheduleBody,
  bodyWrapper: 'schedule',
  response: schedule,
  handler: ({ caller, params, body }) => updateSchedule(caller, params.id, body),
});
