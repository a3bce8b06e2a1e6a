// POST /api/inventories/{id}/assign: an admin's assignment arrives at once; an inventory manager's
// arrives as a prompt the receiver accepts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignResponse, type AssignInventoryBody, type AssignResponse } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const assignStock = (productId: string, body: AssignInventoryBody): Promise<AssignResponse> =>
  apiJson('inventory.assign', { params: { id: productId }, body, schema: assignResponse });

export function useAssignStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: AssignInventoryBody) => assignStock(productId, body), onSuccess: () => invalidateInventory(queryClient) });
}
