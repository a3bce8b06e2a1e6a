import * as z from 'zod';
import { publicLocation } from '#functions/contract/locations.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listBookableLocations } from '#functions/locations/public-location-service.ts';

/** GET /api/client/locations (public): locations open for online booking, with their staff. */
export const listBookableLocationsEndpoint = defineEndpoint({
  access: 'public',
  response: z.array(publicLocation),
  handler: () => listBookableLocations(),
});
