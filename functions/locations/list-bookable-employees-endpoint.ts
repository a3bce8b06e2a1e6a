import * as z from 'zod';
import { locationParams, publicEmployee } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listBookableEmployees } from '#functions/locations/public-location-service.ts';

/** GET /api/client/locations/{id}/employees (public): the bookable staff of an online-booking location. */
export const listBookableEmployeesEndpoint = defineEndpoint({
  access: 'public',
  params: locationParams,
  response: z.array(publicEmployee),
  handler: ({ params }) => listBookableEmployees(params.id),
});
