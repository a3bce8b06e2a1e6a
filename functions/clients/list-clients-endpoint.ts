import { clientPage, listClientsQuery } from '#functions/contract/clients.ts';
import { listClients } from '#functions/clients/client-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/clients: the directory page (all clients for admins and inventory managers, linked for others). */
export const listClientsEndpoint = defineEndpoint({
  access: 'staff',
  query: listClientsQuery,
  response: clientPage,
  handler: ({ query, caller }) => listClients(caller, query),
});
