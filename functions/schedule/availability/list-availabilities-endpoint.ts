import * as z from 'zod';
import { availabilityDay, availabilityQuery } from '#functions/contract/schedule.ts';
import { listAvailabilityDays } from '#functions/schedule/availability/availability-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/availabilities: own days, or any employee's for admins and inventory managers (default: this month). */
export const listAvailabilitiesEndpoint = defineEndpoint({
  access: 'staff',
  query: availabilityQuery,
  response: z.array(availabilityDay),
  handler: ({ caller, query }) => listAvailabilityDays(caller, query),
});
