import * as z from 'zod';
import { staffWaitlistEntry, staffWaitlistQuery } from '#functions/contract/waitlist.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listStaffWaitlist } from '#functions/schedule/waitlist/waitlist-service.ts';

/** GET /api/waitlist: the open entries of the shown staff and dates (scoped like appointments). */
export const listWaitlistEndpoint = defineEndpoint({
  access: 'staff',
  query: staffWaitlistQuery,
  response: z.array(staffWaitlistEntry),
  handler: ({ caller, query }) => listStaffWaitlist(caller, query),
});
