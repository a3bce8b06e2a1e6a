import { inventory, inventoryParams, updateInventoryBody } from '#functions/contract/inventory.ts';
import { setPracticeStock } from '#functions/inventory/practice-stock-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/inventories/{id}: sets the practice's quantity (≥ 0). */
export const updateInventoryEndpoint = defineEndpoint({
  access: 'manager',
  params: inventoryParams,
  body: updateInventoryBody,
  bodyWrapper: 'inventory',
  response: inventory,
  handler: ({ params, body, caller }) => setPracticeStock(caller, params.id, body),
});
