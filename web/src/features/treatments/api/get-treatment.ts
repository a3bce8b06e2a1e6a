// GET /api/treatments/{id}: one treatment as it is now, for reloading the edit form after a conflict.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { treatment, type Treatment } from '#functions/contract/catalog.ts';
import { treatmentsKey } from '#web/features/treatments/api/get-my-treatments.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getTreatment(id: string, signal?: AbortSignal): Promise<Treatment> {
  return apiJson('catalog.treatment', { params: { id }, schema: treatment, signal });
}

export function treatmentQueryOptions(id: string) {
  return queryOptions({ queryKey: [...treatmentsKey, 'detail', id], queryFn: ({ signal }) => getTreatment(id, signal) });
}

/** Not fetched on its own: the edit form already has the treatment and asks again only to reload. */
export function useTreatment(id: string) {
  return useQuery({ ...treatmentQueryOptions(id), enabled: false });
}
