// POST /api/inventory_prompts/{id}/accept or /reject: decided once (a second click answers 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promptDecisionResponse, type PromptDecisionResponse } from '#functions/contract/inventory.ts';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export interface PromptDecision {
  id: string;
  accept: boolean;
}

export const decidePrompt = ({ id, accept }: PromptDecision): Promise<PromptDecisionResponse> =>
  apiJson(accept ? 'inventory.prompt_accept' : 'inventory.prompt_reject', { params: { id }, schema: promptDecisionResponse });

export function useDecidePrompt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decidePrompt, onSettled: () => invalidateInventory(queryClient) });
}
