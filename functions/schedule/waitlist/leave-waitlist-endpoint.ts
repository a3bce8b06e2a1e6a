import { idParams } from '#functions/contract/schedule.ts';
import { leaveWaitlistResponse } from '#functions/contract/waitlist.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { leaveWaitlist } from '#functions/schedule/waitlist/waitlist-service.ts';

/** DELETE /api/client/waitlist/{id}: the client leaves one of their own open entries. */
export const leaveWaitlistEndpoint = defineEndpoint({
  access: 'client',
  params: idParams,
  response: leaveWaitlistResponse,
  handler: ({ caller, params }) => leaveWaitlist(caller, params.id),
});
