// GET /api/base_treatments: the treatments admins created, the practice's base list (REFERENCE §3.5,
// the "base-treatments" tab). Every staff member reads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { treatment, type Treatment } from '#functions/contract/catalog.ts';
import { byName, treatmentsKey } from '#web/features/treatments/api/get-my-treatments.ts';
import { apiJson } from '#web/lib/api-client.ts';

export async function getBaseTreatments(signal?: AbortSignal): Promise<Treatment[]> {
  return byName(await apiJson('catalog.base_treatments', { schema: z.array(treatment), signal }));
}

export function baseTreatmentsQueryOptions() {
  return queryOptions({ queryKey: [...treatmentsKey, 'base'], queryFn: ({ signal }) => getBaseTreatments(signal) });
}

export function useBaseTreatments() {
  return useQuery(baseTreatmentsQueryOptions());
}
