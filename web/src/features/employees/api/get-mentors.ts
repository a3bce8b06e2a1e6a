// GET /api/mentors: every staff member who may mentor (REFERENCE §4.1), for the mentor picker of a new
// employee. Pickers show mentors as value = id, label = name (SPEC §3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { employeeRef, type EmployeeRef } from '#functions/contract/common.ts';
import { employeesKey } from '#web/features/employees/api/get-staff-list.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getMentors(signal?: AbortSignal): Promise<EmployeeRef[]> {
  return apiJson('employees.mentors', { schema: z.array(employeeRef), signal });
}

export function mentorsQueryOptions() {
  return queryOptions({ queryKey: [...employeesKey, 'mentors'], queryFn: ({ signal }) => getMentors(signal) });
}

export function useMentors() {
  return useQuery(mentorsQueryOptions());
}
