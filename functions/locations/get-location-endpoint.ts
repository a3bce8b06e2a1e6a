import { location, locationParams } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { readLocation } from '#functions/locations/location-read-service.ts';

/** GET /api/locations/{id}. */
export const getLocationEndpoint = defineEndpoint({
  access: 'staff',
  params: locationParams,
  response: location,
  handler: ({ params }) => readLocation(params.id),
});
