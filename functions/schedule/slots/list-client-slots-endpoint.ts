import { slotsQuery, slotsResponse } from '#functions/contract/schedule.ts';
import { listPublicSlots } from '#functions/schedule/slots/slot-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/client/slots: free slots for the public (a signed-in client's own bookings avoided). */
export const listClientSlotsEndpoint = defineEndpoint({
  access: 'public',
  query: slotsQuery,
  response: slotsResponse,
  handler: ({ caller, query }) => listPublicSlots(caller, query),
});
