// GET /api/client/profile: the signed-in client; 401 when the caller is not a signed-in client.
// Its one caller is the session probe (get-session.ts), which owns the cache entry.
import { clientProfile, type ClientProfile } from '#functions/contract/auth.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getClientProfile(signal?: AbortSignal): Promise<ClientProfile> {
  return apiJson('auth.client_profile', { schema: clientProfile, signal });
}
