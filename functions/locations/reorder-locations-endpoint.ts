import { reorderLocationsBody, successResponse } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { reorderLocations } from '#functions/locations/location-reorder-service.ts';

/** POST /api/locations/reorder_location: admins reorder anyone's locations, staff their own. */
export const reorderLocationsEndpoint = defineEndpoint({
  access: 'staff',
  body: reorderLocationsBody,
  response: successResponse,
  handler: ({ body, caller }) => reorderLocations(caller, body),
});
