// GET /api/clients/profile?id: ClientFull of a client the caller may see; 404 for any other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientFull, type ClientFull } from '#functions/contract/clients.ts';
import { clientsKey } from '#web/features/customers/api/get-clients.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const clientProfileKey = (id: string) => [...clientsKey, 'profile', id] as const;

export function getClientProfile(id: string, signal?: AbortSignal): Promise<ClientFull> {
  return apiJson('clients.profile', { query: { id }, schema: clientFull, signal });
}

export function clientProfileQueryOptions(id: string) {
  return queryOptions({ queryKey: clientProfileKey(id), queryFn: ({ signal }) => getClientProfile(id, signal), retry: false });
}

export function useClientProfile(id: string, enabled = true) {
  return useQuery({ ...clientProfileQueryOptions(id), enabled });
}
