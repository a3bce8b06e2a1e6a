import * as z from 'zod';
import { locationEmployee, locationParams } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listLocationEmployees } from '#functions/locations/location-read-service.ts';

/** GET /api/locations/{id}/employees: the active staff linked to the location. */
export const listLocationEmployeesEndpoint = defineEndpoint({
  access: 'staff',
  params: locationParams,
  response: z.array(locationEmployee),
  handler: ({ params }) => listLocationEmployees(params.id),
});
