import { clientFull, clientProfileQuery } from '#functions/contract/clients.ts';
import { getClientFull } from '#functions/clients/client-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/clients/profile?id: ClientFull of a visible client (404 otherwise). */
export const getClientProfileEndpoint = defineEndpoint({
  access: 'staff',
  query: clientProfileQuery,
  response: clientFull,
  handler: ({ query, caller }) => getClientFull(caller, query.id),
});
