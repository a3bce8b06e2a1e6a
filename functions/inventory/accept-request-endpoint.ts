import { inventoryRequest, requestParams } from '#functions/contract/inventory.ts';
import { decideRequest } from '#functions/inventory/request-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/inventory_requests/{id}/accept: moves the practice's stock to the requester. */
export const acceptRequestEndpoint = defineEndpoint({
  access: 'manager',
  params: requestParams,
  response: inventoryRequest,
  handler: ({ params, caller }) => decideRequest(caller, params.id, 'approved'),
});
