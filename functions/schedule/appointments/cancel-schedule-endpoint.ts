import { cancelResponse, idParams } from '#functions/contract/schedule.ts';
import { cancelAsStaff } from '#functions/schedule/appointments/cancel-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/schedules/{id}: staff cancel a visible appointment. */
export const cancelScheduleEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  response: cancelResponse,
  handler: ({ caller, params }) => cancelAsStaff(caller, params.id),
});
