// POST /api/employee_inventories/transfer: my stock to a colleague, in transit until they accept.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResponse, type TransferBody } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const transferStock = (body: TransferBody) => apiJson('inventory.transfer', { body, schema: transferResponse });

export function useTransferStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transferStock, onSuccess: () => invalidateInventory(queryClient) });
}
