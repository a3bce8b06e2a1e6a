import { idParams, schedule, updateScheduleBody } from '#functions/contract/schedule.ts';
import { updateSchedule, type FeeSteps } from '#functions/schedule/appointments/update-appointment-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * PATCH /api/schedules/{id}: reschedule, change status, or cancel (flat or under `schedule`). The
 * Lambda entry hands in the payments group's fee steps (a no-show may charge the card on file).
 */
export const updateScheduleEndpoint = (fees: FeeSteps) => defineEndpoint({
  access: 'staff',
  params: idParams,
  body: updateScheduleBody,
  bodyWrapper: 'schedule',
  response: schedule,
  handler: ({ caller, params, body }) => updateSchedule(caller, params.id, body, fees),
});
