// DELETE /api/clients/{id}/delete_file (body `file_id`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '#functions/contract/common.ts';
import { clientFilesKey } from '#web/features/customers/api/get-client-files.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const deleteClientFile = (id: string, fileId: string) => apiJson('clients.delete_file', { params: { id }, body: { file_id: fileId }, schema: messageResponse });

export function useDeleteClientFile(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteClientFile(clientId, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientFilesKey(clientId) }),
  });
}
