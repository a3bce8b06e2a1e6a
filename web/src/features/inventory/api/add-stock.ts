// POST /api/inventories: adds to the practice's stock of a product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventory, type CreateInventoryBody, type Inventory } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const addStock = (body: CreateInventoryBody): Promise<Inventory> => apiJson('inventory.create', { body, schema: inventory });

export function useAddStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addStock, onSuccess: () => invalidateInventory(queryClient) });
}
