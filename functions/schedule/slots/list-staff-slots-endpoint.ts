import { slotsResponse, staffSlotsQuery } from '#functions/contract/schedule.ts';
import { listStaffSlots } from '#functions/schedule/slots/slot-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/schedules/slots: free slots for staff booking (optionally avoiding a client's appointments). */
export const listStaffSlotsEndpoint = defineEndpoint({
  access: 'staff',
  query: staffSlotsQuery,
  response: slotsResponse,
  handler: ({ caller, query }) => listStaffSlots(caller, query),
});
