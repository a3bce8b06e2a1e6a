import * as z from 'zod';
import { employeeQuery, publicUnavailability } from '#functions/contract/schedule.ts';
import { listPublicUnavailability } from '#functions/schedule/availability/unavailability-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/client/employee_unavailability: an employee's blocks, public. */
export const listPublicUnavailabilityEndpoint = defineEndpoint({
  access: 'public',
  query: employeeQuery,
  response: z.array(publicUnavailability),
  handler: ({ query }) => listPublicUnavailability(query.employee_id),
});
