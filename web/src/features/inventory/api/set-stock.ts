// PATCH /api/inventories/{id}: sets the practice's quantity, with the version the form started from.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventory, type Inventory, type UpdateInventoryBody } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const setStock = (productId: string, body: UpdateInventoryBody): Promise<Inventory> =>
  apiJson('inventory.update', { params: { id: productId }, body, schema: inventory });

export function useSetStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: UpdateInventoryBody) => setStock(productId, body), onSuccess: () => invalidateInventory(queryClient) });
}
