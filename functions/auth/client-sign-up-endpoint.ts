import { clientProfile, clientSignUpBody } from '#functions/contract/auth.ts';
import { signUpClient } from '#functions/auth/client-sign-up-service.ts';
import { claimRequest } from '#functions/auth/request-limits.ts';
import { toClientProfile } from '#functions/clients/public.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/client/sign_up (REFERENCE §3.1, CB 13): creates the client, links a referrer, signs in. */
export const clientSignUpEndpoint = defineEndpoint({
  access: 'public',
  body: clientSignUpBody,
  status: 201,
  response: clientProfile,
  handler: async ({ body, request, reply }) => {
    // Counted before the email's uniqueness answers: a taken address must cost a try (decision 026).
    await claimRequest('SIGN_UP', request.ip);
    const client = await signUpClient(body);
    reply.setCookie(await createSession('client', client.id, { ip: request.ip, userAgent: request.userAgent }));
    return toClientProfile(client);
  },
});
