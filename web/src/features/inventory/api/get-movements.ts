// + GET /api/inventories/{id}/movements: one product's ledger, newest first (who, what, when, why).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { movementList, type StockMovement } from '#functions/contract/inventory.ts';
import { freshRead, inventoryKey } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getMovements(productId: string, signal?: AbortSignal): Promise<StockMovement[]> {
  return apiJson('inventory.movements', { params: { id: productId }, schema: movementList, signal });
}

export function movementsQueryOptions(productId: string) {
  return queryOptions({ queryKey: [...inventoryKey, 'movements', productId], queryFn: ({ signal }) => getMovements(productId, signal), ...freshRead });
}

export const useMovements = (productId: string) => useQuery(movementsQueryOptions(productId));
