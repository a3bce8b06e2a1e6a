// POST /api/inventory_requests/{id}/accept or /reject (admins; managers for their product types).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryRequest, type InventoryRequest } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export interface RequestDecision {
  id: string;
  approve: boolean;
}

export const decideRequest = ({ id, approve }: RequestDecision): Promise<InventoryRequest> =>
  apiJson(approve ? 'inventory.request_accept' : 'inventory.request_reject', { params: { id }, schema: inventoryRequest });

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideRequest, onSettled: () => invalidateInventory(queryClient) });
}
