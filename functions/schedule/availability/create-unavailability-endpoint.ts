import { unavailability, unavailabilityBody } from '#functions/contract/schedule.ts';
import { createUnavailability } from '#functions/schedule/availability/unavailability-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/unavailabilities: a one-off or weekly block (or an `available:true` exception). */
export const createUnavailabilityEndpoint = defineEndpoint({
  access: 'staff',
  body: unavailabilityBody,
  bodyWrapper: 'unavailability',
  status: 201,
  response: unavailability,
  handler: ({ caller, body }) => createUnavailability(caller, body),
});
