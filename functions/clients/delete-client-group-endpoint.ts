import { clientParams, deleteGroupBody, groupsResponse } from '#functions/contract/clients.ts';
import { deleteGroup } from '#functions/clients/client-group-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/clients/{id}/delete_group (body `group_id`). */
export const deleteClientGroupEndpoint = defineEndpoint({
  access: 'staff',
  params: clientParams,
  body: deleteGroupBody,
  response: groupsResponse,
  handler: ({ params, body, caller }) => deleteGroup(caller, params.id, body),
});
