// DELETE /api/treatments/{id}: archives the treatment, 204 (REFERENCE §3.5). Clients can no longer
// book it; appointments keep their price snapshot. Owner or admin only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { treatmentsKey } from '#web/features/treatments/api/get-my-treatments.ts';
import { apiJson } from '#web/lib/api-client.ts';

export async function deleteTreatment(id: string): Promise<void> {
  await apiJson('catalog.treatment_delete', { params: { id } });
}

export function useDeleteTreatment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTreatment, onSuccess: () => queryClient.invalidateQueries({ queryKey: treatmentsKey }) });
}
