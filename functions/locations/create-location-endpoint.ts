import { createLocationBody, location } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { createLocation } from '#functions/locations/location-write-service.ts';

/** POST /api/locations (admin): 201 with the new location. */
export const createLocationEndpoint = defineEndpoint({
  access: 'admin',
  body: createLocationBody,
  bodyWrapper: 'location',
  status: 201,
  response: location,
  handler: ({ body }) => createLocation(body),
});
