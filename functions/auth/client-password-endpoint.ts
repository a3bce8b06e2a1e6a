import * as z from 'zod';
import { clientProfile, passwordBody } from '#functions/contract/auth.ts';
import { messageResponse } from '#functions/contract/common.ts';
import { runPasswordFlow } from '#functions/auth/password-flow.ts';
import { getClient, toClientProfile } from '#functions/clients/public.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/clients/password_update: a client's reset request, token reset or change. */
export const clientPasswordEndpoint = defineEndpoint({
  access: 'public',
  body: passwordBody,
  response: z.union([clientProfile, messageResponse]),
  handler: async (input) => {
    const flow = await runPasswordFlow('client', input);
    if ('message' in flow) return flow;
    const client = await getClient(flow.signedInAs, true);
    if (!client) throw unauthenticated();
    return toClientProfile(client);
  },
});
