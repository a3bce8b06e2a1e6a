import * as z from 'zod';
import { employeeLocationsQuery, positionedLocation } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listEmployeeLocations } from '#functions/locations/location-read-service.ts';

/** GET /api/locations/get_locations: an employee's locations in their order (admins: anyone's; staff: their own). */
export const listEmployeeLocationsEndpoint = defineEndpoint({
  access: 'staff',
  query: employeeLocationsQuery,
  response: z.array(positionedLocation),
  handler: ({ query, caller }) => listEmployeeLocations(caller, query.employee_id),
});
