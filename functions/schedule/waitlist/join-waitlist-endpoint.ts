import { joinWaitlistBody, waitlistEntry } from '#functions/contract/waitlist.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { joinWaitlist } from '#functions/schedule/waitlist/waitlist-service.ts';

/** POST /api/client/waitlist: a client waits for a time to open up (201, flat or under `waitlist`). */
export const joinWaitlistEndpoint = defineEndpoint({
  access: 'client',
  body: joinWaitlistBody,
  bodyWrapper: 'waitlist',
  status: 201,
  response: waitlistEntry,
  handler: ({ caller, body }) => joinWaitlist(caller, body),
});
