import { clientFull, clientParams, updateClientBody } from '#functions/contract/clients.ts';
import { updateClient } from '#functions/clients/client-write-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/clients/{id}: admins any client, other staff their linked clients; stale version → 409. */
export const updateClientEndpoint = defineEndpoint({
  access: 'staff',
  params: clientParams,
  body: updateClientBody,
  bodyWrapper: 'client',
  response: clientFull,
  handler: ({ params, body, caller }) => updateClient(caller, params.id, body),
});
