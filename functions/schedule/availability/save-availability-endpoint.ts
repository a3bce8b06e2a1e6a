import { availabilityBody, successResponse } from '#functions/contract/schedule.ts';
import { saveAvailability } from '#functions/schedule/availability/availability-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/availabilities: weekly timings over a date range (flat or under `availability`). */
export const saveAvailabilityEndpoint = defineEndpoint({
  access: 'staff',
  body: availabilityBody,
  bodyWrapper: 'availability',
  response: successResponse,
  handler: ({ caller, body }) => saveAvailability(caller, body),
});
