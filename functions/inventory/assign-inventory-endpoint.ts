import { assignInventoryBody, assignResponse, inventoryParams } from '#functions/contract/inventory.ts';
import { assignStock } from '#functions/inventory/assign-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/inventories/{id}/assign: admin → straight to the employee; inventory manager → a prompt. */
export const assignInventoryEndpoint = defineEndpoint({
  access: 'manager',
  params: inventoryParams,
  body: assignInventoryBody,
  response: assignResponse,
  handler: ({ params, body, caller }) => assignStock(caller, params.id, body),
});
