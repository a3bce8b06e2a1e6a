// POST /api/clients?skip_login=true: the staff member stays signed in as themself; the client gets
// an invitation by email (REFERENCE §3.3 CB 13).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientFull, type ClientFull, type CreateClientBody } from '#functions/contract/clients.ts';
import { clientsKey } from '#web/features/customers/api/get-clients.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function createClient(body: CreateClientBody): Promise<ClientFull> {
  return apiJson('clients.create', { query: { skip_login: true }, body: { client: body }, schema: clientFull });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }) });
}
