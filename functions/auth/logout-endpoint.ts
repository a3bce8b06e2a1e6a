import { clearedSessionCookie, endSession } from '#functions/lib/auth/sessions.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/logout and /api/client/log_out: ends this session on the server and clears the cookie. */
export const logoutEndpoint = defineEndpoint({
  status: 204,
  response: noContent,
  handler: async ({ caller, reply }) => {
    if (caller.kind !== 'anonymous') await endSession(caller.sessionId);
    reply.setCookie(clearedSessionCookie());
  },
});
