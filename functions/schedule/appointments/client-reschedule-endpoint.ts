import { idParams, schedule } from '#functions/contract/schedule.ts';
import { rescheduleBody } from '#functions/contract/waitlist.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { rescheduleAsClient } from '#functions/schedule/appointments/client-reschedule-service.ts';

/** POST /api/client/schedules/{id}/reschedule: a client moves their own appointment (decision 034). */
export const clientRescheduleEndpoint = defineEndpoint({
  access: 'client',
  params: idParams,
  body: rescheduleBody,
  response: schedule,
  handler: ({ caller, params, body }) => rescheduleAsClient(caller, params.id, body),
});
