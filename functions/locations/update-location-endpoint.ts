import { location, locationParams, updateLocationBody } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { updateLocation } from '#functions/locations/location-write-service.ts';

/** PATCH /api/locations/{id} (admin): edits, renames, archives, or replaces the staff. */
export const updateLocationEndpoint = defineEndpoint({
  access: 'admin',
  params: locationParams,
  body: updateLocationBody,
  bodyWrapper: 'location',
  response: location,
  handler: ({ params, body }) => updateLocation(params.id, body),
});
