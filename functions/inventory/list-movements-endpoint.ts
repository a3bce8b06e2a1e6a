import { inventoryParams, movementList } from '#functions/contract/inventory.ts';
import { productMovements } from '#functions/inventory/movement-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** + GET /api/inventories/{id}/movements: the product's ledger, newest first. */
export const listMovementsEndpoint = defineEndpoint({
  access: 'manager',
  params: inventoryParams,
  response: movementList,
  handler: ({ params }) => productMovements(params.id),
});
