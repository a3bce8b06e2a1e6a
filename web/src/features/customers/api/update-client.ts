// PATCH /api/clients/{id}: the fields sent and the `version` the form started from (stale → 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientFull, type ClientFull, type UpdateClientBody } from '#functions/contract/clients.ts';
import { clientsKey } from '#web/features/customers/api/get-clients.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function updateClient(id: string, body: UpdateClientBody): Promise<ClientFull> {
  return apiJson('clients.update', { params: { id }, body: { client: body }, schema: clientFull });
}

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClientBody) => updateClient(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}
