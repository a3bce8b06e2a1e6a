import { clientProfile } from '#functions/contract/auth.ts';
import { getClient, toClientProfile } from '#functions/clients/public.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

/** GET /api/client/profile: the signed-in client. */
export const clientProfileEndpoint = defineEndpoint({
  access: 'client',
  response: clientProfile,
  handler: async ({ caller }) => {
    const client = await getClient(caller.clientId, true);
    if (!client) throw unauthenticated();
    return toClientProfile(client);
  },
});
