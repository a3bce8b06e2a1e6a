import * as z from 'zod';
import { locationRef } from '#functions/contract/common.ts';
import { scheduleLocationsQuery } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listScheduleLocations } from '#functions/locations/location-read-service.ts';

/** GET /api/schedule_locations: active locations for the schedule's pickers. */
export const listScheduleLocationsEndpoint = defineEndpoint({
  access: 'staff',
  query: scheduleLocationsQuery,
  response: z.array(locationRef),
  handler: ({ query }) => listScheduleLocations(query),
});
