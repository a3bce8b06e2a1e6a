import * as z from 'zod';
import { inventoryRequest, requestListQuery } from '#functions/contract/inventory.ts';
import { listRequests } from '#functions/inventory/request-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/inventory_requests: own requests; admins all; inventory managers their product types. */
export const listRequestsEndpoint = defineEndpoint({
  access: 'staff',
  query: requestListQuery,
  response: z.array(inventoryRequest),
  handler: ({ query, caller }) => listRequests(caller, query.status),
});
