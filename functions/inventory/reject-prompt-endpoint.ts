import { promptDecisionResponse, promptParams } from '#functions/contract/inventory.ts';
import { decidePrompt } from '#functions/inventory/prompt-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/inventory_prompts/{id}/reject: the stock returns to the practice or the sender. */
export const rejectPromptEndpoint = defineEndpoint({
  access: 'staff',
  params: promptParams,
  response: promptDecisionResponse,
  handler: ({ params, caller }) => decidePrompt(caller, params.id, 'rejected'),
});
