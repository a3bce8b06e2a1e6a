// POST /api/employees/new (admin): creates the employee and emails them an invitation; there is no
// password field (REFERENCE §3.2). Every employees query is stale afterwards (lists, mentor pickers).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeAdmin, type CreateEmployeeBody, type EmployeeAdmin } from '#functions/contract/employees.ts';
import { employeesKey } from '#web/features/employees/api/get-staff-list.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function createEmployee(body: CreateEmployeeBody): Promise<EmployeeAdmin> {
  return apiJson('employees.create', { body, schema: employeeAdmin });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey }),
  });
}
