import { createInventoryBody, inventory } from '#functions/contract/inventory.ts';
import { addPracticeStock } from '#functions/inventory/practice-stock-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/inventories: adds to the practice's stock of a product (creating its row). */
export const createInventoryEndpoint = defineEndpoint({
  access: 'manager',
  body: createInventoryBody,
  bodyWrapper: 'inventory',
  status: 201,
  response: inventory,
  handler: ({ body, caller }) => addPracticeStock(caller, body),
});
