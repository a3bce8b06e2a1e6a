// GET /api/clients/{id}/list_files: clinical data, so never served from the cache (REFERENCE §0.1):
// every visit asks again, which also renews the 5-minute links and records the access.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientFilesResponse, type ClientFile } from '#functions/contract/files.ts';
import { clientsKey } from '#web/features/customers/api/get-clients.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const clientFilesKey = (id: string) => [...clientsKey, 'files', id] as const;

export async function getClientFiles(id: string, signal?: AbortSignal): Promise<ClientFile[]> {
  return (await apiJson('clients.list_files', { params: { id }, schema: clientFilesResponse, signal })).files;
}

export function clientFilesQueryOptions(id: string) {
  return queryOptions({ queryKey: clientFilesKey(id), queryFn: ({ signal }) => getClientFiles(id, signal), staleTime: 0, gcTime: 0 });
}

export function useClientFiles(id: string) {
  return useQuery(clientFilesQueryOptions(id));
}
