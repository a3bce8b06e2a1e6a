// DELETE /api/inventories/{id}: removes an empty practice row (the API refuses while stock or
// anything pending remains).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export async function deleteStock(productId: string): Promise<void> {
  await apiJson('inventory.delete', { params: { id: productId } });
}

export function useDeleteStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStock, onSuccess: () => invalidateInventory(queryClient) });
}
