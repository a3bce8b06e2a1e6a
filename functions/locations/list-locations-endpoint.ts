import * as z from 'zod';
import { location, locationListQuery } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listStaffLocations } from '#functions/locations/location-read-service.ts';

/** GET /api/locations: the settings list (`status`) and the pickers (`employee_id`, `skip_by_employee_id`). */
export const listLocationsEndpoint = defineEndpoint({
  access: 'staff',
  query: locationListQuery,
  response: z.array(location),
  handler: ({ query }) => listStaffLocations(query),
});
