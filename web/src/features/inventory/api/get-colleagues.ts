// GET /api/employees as a picker of people to send stock to: every role's answer has `id` and `name`
// (the directory for staff, the fuller views for admins and managers); only those two are kept.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { employeeRef, type EmployeeRef } from '#functions/contract/common.ts';
import { inventoryKey } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export async function getColleagues(signal?: AbortSignal): Promise<EmployeeRef[]> {
  const list = await apiJson('employees.list', { schema: z.array(employeeRef), signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function colleaguesQueryOptions() {
  return queryOptions({ queryKey: [...inventoryKey, 'colleagues'], queryFn: ({ signal }) => getColleagues(signal) });
}

export const useColleagues = () => useQuery(colleaguesQueryOptions());
