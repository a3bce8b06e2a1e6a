import { addGroupBody, clientParams, groupsResponse } from '#functions/contract/clients.ts';
import { addGroup } from '#functions/clients/client-group-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/clients/{id}/add_group: the path id is the owner (it wins over `clientId`). */
export const addClientGroupEndpoint = defineEndpoint({
  access: 'staff',
  params: clientParams,
  body: addGroupBody,
  response: groupsResponse,
  handler: ({ params, body, caller }) => addGroup(caller, params.id, body),
});
