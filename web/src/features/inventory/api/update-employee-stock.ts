// PATCH /api/employees/{id}/update_inventories: the bulk editor's absolute quantities, all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateInventoriesResponse, type UpdateInventoriesBody } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const updateEmployeeStock = (employeeId: string, body: UpdateInventoriesBody) =>
  apiJson('inventory.update_employee', { params: { id: employeeId }, body, schema: updateInventoriesResponse });

export function useUpdateEmployeeStock(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: UpdateInventoriesBody) => updateEmployeeStock(employeeId, body), onSuccess: () => invalidateInventory(queryClient) });
}
