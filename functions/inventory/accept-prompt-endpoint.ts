import { promptDecisionResponse, promptParams } from '#functions/contract/inventory.ts';
import { decidePrompt } from '#functions/inventory/prompt-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/inventory_prompts/{id}/accept: the receiver (or an admin) takes the stock. */
export const acceptPromptEndpoint = defineEndpoint({
  access: 'staff',
  params: promptParams,
  response: promptDecisionResponse,
  handler: ({ params, caller }) => decidePrompt(caller, params.id, 'accepted'),
});
