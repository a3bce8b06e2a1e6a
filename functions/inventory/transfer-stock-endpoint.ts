import { transferBody, transferResponse } from '#functions/contract/inventory.ts';
import { transferStock } from '#functions/inventory/transfer-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/employee_inventories/transfer: own stock to a colleague, in transit until they accept. */
export const transferStockEndpoint = defineEndpoint({
  access: 'staff',
  body: transferBody,
  status: 201,
  response: transferResponse,
  handler: ({ body, caller }) => transferStock(caller, body),
});
