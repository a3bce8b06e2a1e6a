import { createRequestBody, inventoryRequest } from '#functions/contract/inventory.ts';
import { createRequest } from '#functions/inventory/request-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/inventory_requests: asks the practice for stock and emails the deciders. */
export const createRequestEndpoint = defineEndpoint({
  access: 'staff',
  body: createRequestBody,
  bodyWrapper: 'inventory_request',
  status: 201,
  response: inventoryRequest,
  handler: ({ body, caller, request }) => createRequest(caller, body, request.logger),
});
