// The inventory part of GET /api/employees/myprofile (REFERENCE §4.0): my stock, the prompts waiting
// for me, my requests. Read fresh under the inventory key; the session keeps the rest of the profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileInventory, type ProfileInventory } from '#functions/contract/inventory.ts';
import { freshRead, inventoryKey } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getMyInventory(signal?: AbortSignal): Promise<ProfileInventory> {
  return apiJson('employees.myprofile', { schema: profileInventory, signal });
}

export function myInventoryQueryOptions() {
  return queryOptions({ queryKey: [...inventoryKey, 'mine'], queryFn: ({ signal }) => getMyInventory(signal), ...freshRead });
}

export const useMyInventory = () => useQuery(myInventoryQueryOptions());
