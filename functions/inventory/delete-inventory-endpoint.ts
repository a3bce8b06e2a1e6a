import { inventoryParams } from '#functions/contract/inventory.ts';
import { deletePracticeStock } from '#functions/inventory/practice-stock-service.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/inventories/{id}: only an empty practice row with nothing pending. */
export const deleteInventoryEndpoint = defineEndpoint({
  access: 'manager',
  params: inventoryParams,
  status: 204,
  response: noContent,
  handler: ({ params }) => deletePracticeStock(params.id),
});
