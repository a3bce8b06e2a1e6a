import { clearedSessionCookie, endSession } from '#functions/lib/auth/sessions.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/logout: ends this staff session on the server and clears the cookie. */
export const staffLogoutEndpoint = defineEndpoint({
  access: 'staff',
  status: 204,
  response: noContent,
  handler: async ({ caller, reply }) => {
    await endSession(caller.sessionId);
    reply.setCookie(clearedSessionCookie());
  },
});
