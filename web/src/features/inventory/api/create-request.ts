// POST /api/inventory_requests: asks the practice for stock; the admins and matching managers are emailed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryRequest, type CreateRequestBody, type InventoryRequest } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const createRequest = (body: CreateRequestBody): Promise<InventoryRequest> => apiJson('inventory.request_create', { body, schema: inventoryRequest });

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRequest, onSuccess: () => invalidateInventory(queryClient) });
}
