// POST /api/treatments: staff create their own treatments; an admin's are base treatments, and an
// admin may name another creator (REFERENCE §3.5). 201 with the treatment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { treatment, type Treatment, type TreatmentBody } from '#functions/contract/catalog.ts';
import { treatmentsKey } from '#web/features/treatments/api/get-my-treatments.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function createTreatment(body: TreatmentBody): Promise<Treatment> {
  return apiJson('catalog.treatment_create', { body, schema: treatment });
}

export function useCreateTreatment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTreatment, onSuccess: () => queryClient.invalidateQueries({ queryKey: treatmentsKey }) });
}
