// GET /api/employees?type=mentor&mentor_for_employee_id=X: the mentors not yet assigned to X, without
// X itself (REFERENCE §3.2), for adding a mentor to an existing employee.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { employeeRef, type EmployeeRef } from '#functions/contract/common.ts';
import { employeesKey } from '#web/features/employees/api/get-staff-list.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getAvailableMentors(employeeId: string, signal?: AbortSignal): Promise<EmployeeRef[]> {
  return apiJson('employees.list', {
    query: { type: 'mentor', mentor_for_employee_id: employeeId },
    schema: z.array(employeeRef),
    signal,
  });
}

export function availableMentorsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...employeesKey, 'available-mentors', employeeId],
    queryFn: ({ signal }) => getAvailableMentors(employeeId, signal),
  });
}

export function useAvailableMentors(employeeId: string) {
  return useQuery(availableMentorsQueryOptions(employeeId));
}
