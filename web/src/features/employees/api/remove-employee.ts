// DELETE /api/employees/{id} (admin): deactivates the employee and returns their stock to the practice
// (REFERENCE §3.2). Refused with 409 and a message while they have future appointments.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse, type MessageResponse } from '#functions/contract/common.ts';
import { employeesKey } from '#web/features/employees/api/get-staff-list.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function removeEmployee(id: string): Promise<MessageResponse> {
  return apiJson('employees.remove', { params: { id }, schema: messageResponse });
}

export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey }),
  });
}
