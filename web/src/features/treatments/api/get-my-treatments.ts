// GET /api/treatments?employee_id: that employee's own treatments, which are the ones clients can book
// with them (REFERENCE §3.5, the "my-treatments" tab). Staff get the full view; `employee_id` is
// required by the API. Cached for 15 minutes; every treatment write invalidates `treatmentsKey`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { treatment, type Treatment } from '#functions/contract/catalog.ts';
import { apiJson } from '#web/lib/api-client.ts';

/** The root of every treatments query: a write invalidates all of them at once. */
export const treatmentsKey = ['treatments'] as const;

/** Treatments by name, the order both tabs list them in. */
export const byName = (list: readonly Treatment[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

export async function getEmployeeTreatments(employeeId: string, signal?: AbortSignal): Promise<Treatment[]> {
  return byName(await apiJson('catalog.treatments', { query: { employee_id: employeeId }, schema: z.array(treatment), signal }));
}

export function employeeTreatmentsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...treatmentsKey, 'of-employee', employeeId],
    queryFn: ({ signal }) => getEmployeeTreatments(employeeId, signal),
  });
}

export function useEmployeeTreatments(employeeId: string) {
  return useQuery(employeeTreatmentsQueryOptions(employeeId));
}
