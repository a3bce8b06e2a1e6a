import { idParams } from '#functions/contract/schedule.ts';
import { deleteAvailability } from '#functions/schedule/availability/availability-service.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/availabilities/{id}: the whole day goes. */
export const deleteAvailabilityEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  status: 204,
  response: noContent,
  handler: ({ caller, params }) => deleteAvailability(caller, params.id),
});
