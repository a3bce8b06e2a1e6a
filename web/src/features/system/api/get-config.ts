// GET /api/config (public, REFERENCE §3.4): the practice's name, currency, default deposit, whether
// SMS is on, and the Stripe publishable key. Cached for 15 minutes like every read; saving the
// practice settings invalidates it, so the new name shows at once on this browser. No retries: the
// sign-in screen would rather say "Carebook" at once than keep someone waiting for a name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configResponse, type ConfigResponse } from '#functions/contract/system.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const configKey = ['system', 'config'] as const;

export function getConfig(signal?: AbortSignal): Promise<ConfigResponse> {
  return apiJson('system.config', { schema: configResponse, signal });
}

export function configQueryOptions() {
  return queryOptions({ queryKey: configKey, queryFn: ({ signal }) => getConfig(signal), retry: false });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
