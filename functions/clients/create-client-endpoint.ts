import { clientFull, createClientBody } from '#functions/contract/clients.ts';
import { createClient } from '#functions/clients/client-write-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * POST /api/clients (`?skip_login=true` is accepted and ignored): creates, links to the creator and
 * invites; the caller's session is unchanged (CB 13).
 */
export const createClientEndpoint = defineEndpoint({
  access: 'staff',
  body: createClientBody,
  bodyWrapper: 'client',
  status: 201,
  response: clientFull,
  handler: ({ body, caller, request }) => createClient(caller, body, request.logger),
});
