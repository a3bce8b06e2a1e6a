// PUT /api/treatments/{id}: replaces the treatment, with the `version` the form started from (stale →
// 409 `conflict`). Staff may change only their own (403 otherwise); admins any.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { treatment, type Treatment, type UpdateTreatmentBody } from '#functions/contract/catalog.ts';
import { treatmentsKey } from '#web/features/treatments/api/get-my-treatments.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function updateTreatment(id: string, body: UpdateTreatmentBody): Promise<Treatment> {
  return apiJson('catalog.treatment_update', { params: { id }, body, schema: treatment });
}

export function useUpdateTreatment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTreatmentBody) => updateTreatment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treatmentsKey }),
  });
}
