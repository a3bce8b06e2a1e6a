import { cancelResponse, idParams } from '#functions/contract/schedule.ts';
import { cancelAsClient } from '#functions/schedule/appointments/cancel-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/client/schedules/{id}: a client cancels their own appointment before it starts. */
export const cancelClientBookingEndpoint = defineEndpoint({
  access: 'client',
  params: idParams,
  response: cancelResponse,
  handler: ({ caller, params }) => cancelAsClient(caller, params.id),
});
