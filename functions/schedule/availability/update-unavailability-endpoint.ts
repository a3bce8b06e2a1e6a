import { idParams, unavailability, updateUnavailabilityBody } from '#functions/contract/schedule.ts';
import { updateUnavailability } from '#functions/schedule/availability/unavailability-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PUT /api/unavailabilities/{id}: the owner or an admin. */
export const updateUnavailabilityEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  body: updateUnavailabilityBody,
  bodyWrapper: 'unavailability',
  response: unavailability,
  handler: ({ caller, params, body }) => updateUnavailability(caller, params.id, body),
});
