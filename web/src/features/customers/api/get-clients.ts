// GET /api/clients: one page of the directory (REFERENCE §4.2), searched by a prefix of a name,
// email or phone. Cached for 15 minutes; client writes invalidate `clientsKey`.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientPage, type ClientPage } from '#functions/contract/clients.ts';
import { apiJson } from '#web/lib/api-client.ts';

/** The root of every client query (lists, profiles, groups): a client write invalidates them all. */
export const clientsKey = ['clients'] as const;

export interface ClientListParams {
  query: string;
  page: number;
}

/** The directory shows a long page: it uses the page's height, not a small box (decision 036). */
export const clientListPageSize = 50;

export function getClients({ query, page }: ClientListParams, signal?: AbortSignal): Promise<ClientPage> {
  return apiJson('clients.list', { query: { query: query.trim() || undefined, page, per_page: clientListPageSize }, schema: clientPage, signal });
}

export function clientsQueryOptions(params: ClientListParams) {
  return queryOptions({ queryKey: [...clientsKey, 'list', params], queryFn: ({ signal }) => getClients(params, signal) });
}

export function useClients(params: ClientListParams) {
  // The previous page stays on screen while the next search or page loads.
  return useQuery({ ...clientsQueryOptions(params), placeholderData: keepPreviousData });
}
