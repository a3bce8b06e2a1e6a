// GET /api/inventory_requests: own requests for staff; all for admins; their product types (and their
// own) for inventory managers. The API scopes it; the screen shows what comes back.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { inventoryRequest, type InventoryRequest, type RequestStatus } from '#functions/contract/inventory.ts';
import { freshRead, inventoryKey } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getInventoryRequests(status?: RequestStatus, signal?: AbortSignal): Promise<InventoryRequest[]> {
  return apiJson('inventory.requests', { query: { status }, schema: z.array(inventoryRequest), signal });
}

export function inventoryRequestsQueryOptions(status?: RequestStatus) {
  return queryOptions({
    queryKey: [...inventoryKey, 'requests', status ?? 'all'],
    queryFn: ({ signal }) => getInventoryRequests(status, signal),
    ...freshRead,
  });
}

export const useInventoryRequests = (status?: RequestStatus) => useQuery(inventoryRequestsQueryOptions(status));
