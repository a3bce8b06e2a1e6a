import { clientParams, groupsResponse, updateGroupBody } from '#functions/contract/clients.ts';
import { updateGroup } from '#functions/clients/client-group-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/clients/{id}/update_group: rename and/or replace the members. */
export const updateClientGroupEndpoint = defineEndpoint({
  access: 'staff',
  params: clientParams,
  body: updateGroupBody,
  response: groupsResponse,
  handler: ({ params, body, caller }) => updateGroup(caller, params.id, body),
});
