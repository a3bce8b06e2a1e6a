import { clearedSessionCookie, endSession } from '#functions/lib/auth/sessions.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/client/log_out: ends this client session on the server and clears the cookie. */
export const clientLogoutEndpoint = defineEndpoint({
  access: 'client',
  status: 204,
  response: noContent,
  handler: async ({ caller, reply }) => {
    await endSession(caller.sessionId);
    reply.setCookie(clearedSessionCookie());
  },
});
