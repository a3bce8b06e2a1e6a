// GET /api/health_check.json: the service's live status. A degraded service answers 503 with the
// same body, which is a result to show, not an error. Health is live: it bypasses the cache and
// does not retry, so the screen reports what the service says right now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthResponse, type HealthResponse } from '#functions/contract/system.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bypassCache } from '#web/lib/query-client.ts';

export type Health = HealthResponse['data'];

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  const body = await apiJson('system.health', { schema: healthResponse, okStatuses: [503], signal });
  return body.data;
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    ...bypassCache,
    retry: false,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
