import { inventoryRequest, requestParams } from '#functions/contract/inventory.ts';
import { decideRequest } from '#functions/inventory/request-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/inventory_requests/{id}/reject. */
export const rejectRequestEndpoint = defineEndpoint({
  access: 'manager',
  params: requestParams,
  response: inventoryRequest,
  handler: ({ params, caller }) => decideRequest(caller, params.id, 'rejected'),
});
