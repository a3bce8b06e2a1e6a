import * as z from 'zod';
import { waitlistEntry } from '#functions/contract/waitlist.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listMyWaitlist } from '#functions/schedule/waitlist/waitlist-service.ts';

/** GET /api/client/waitlist: the client's open entries. */
export const listMyWaitlistEndpoint = defineEndpoint({
  access: 'client',
  response: z.array(waitlistEntry),
  handler: ({ caller }) => listMyWaitlist(caller),
});
