import { clientKeys } from '#functions/clients/client-keys.ts';
import { clientProfile } from '#functions/contract/auth.ts';
import { toClientProfile } from '#functions/clients/client-repository.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

/** GET /api/client/profile: the signed-in client. */
export const clientProfileEndpoint = defineEndpoint({
  access: 'client',
  response: clientProfile,
  handler: async ({ caller }) => {
    const root = await getItem(clientKeys.client(caller.clientId), true);
    if (!root) throw unauthenticated();
    return toClientProfile(root);
  },
});
