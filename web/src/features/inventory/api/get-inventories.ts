// GET /api/inventories (admin, inventory manager): the practice's stock of each product with totals.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { inventory, type Inventory } from '#functions/contract/inventory.ts';
import { freshRead, inventoryKey } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getInventories(signal?: AbortSignal): Promise<Inventory[]> {
  return apiJson('inventory.list', { schema: z.array(inventory), signal });
}

export function inventoriesQueryOptions() {
  return queryOptions({ queryKey: [...inventoryKey, 'practice'], queryFn: ({ signal }) => getInventories(signal), ...freshRead });
}

export const useInventories = () => useQuery(inventoriesQueryOptions());
