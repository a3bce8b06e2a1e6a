// PATCH /api/employees/{id}: an admin edits anyone; staff edit only their own vendor name and Pay
// Faster default (REFERENCE §1). The body carries the `version` the editor started from, and a stale
// one answers 409 `conflict` rather than overwriting someone else's change.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { employeeAdmin, type EmployeeAdmin, type UpdateEmployeeBody } from '#functions/contract/employees.ts';
import { sessionQueryKey, updateSession, type Session } from '#web/lib/session/session.ts';
import { employeesKey } from '#web/features/employees/api/get-staff-list.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function updateEmployee(id: string, body: UpdateEmployeeBody): Promise<EmployeeAdmin> {
  return apiJson('employees.update', { params: { id }, body, schema: employeeAdmin });
}

/** Saving one's own record (My Profile, or an admin on the Staff screen) also refreshes the session. */
async function refreshOwnProfile(queryClient: QueryClient, employee: EmployeeAdmin): Promise<void> {
  const session = queryClient.getQueryData<Session>(sessionQueryKey);
  if (session?.kind !== 'staff' || session.profile.id !== employee.id) return;
  await updateSession(queryClient, { kind: 'staff', profile: { ...employee, must_change_password: session.profile.must_change_password } });
}

export function useUpdateEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployeeBody) => updateEmployee(id, body),
    onSuccess: async (employee) => {
      await refreshOwnProfile(queryClient, employee);
      await queryClient.invalidateQueries({ queryKey: employeesKey });
    },
  });
}
