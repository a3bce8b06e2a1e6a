// Saved cards (REFERENCE §3.7, SPEC §8): list, add through a setup-mode hosted Checkout, remove. The
// server scopes everything to the signed-in client (or the client staff name); the browser never
// sends a customer id it could forge. SPEC §8's fallback messages are kept.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutRedirect, removeCardResponse, savedCards, type SaveCardBody, type SavedCard } from '#functions/contract/payments.ts';
import type { SavedCardsListProps } from '#web/components/saved-cards-list.tsx';
import { apiJson } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { notifyErrorMessage, notifySuccess } from '#web/lib/notify.ts';
import { goToCheckout, paymentsKey } from '#web/features/payments/api/payments-keys.ts';

export const cardsKey = [...paymentsKey, 'cards'] as const;
export const noCardsMessage = 'No credit cards found for this customer.';
export const listCardsFailedMessage = 'Failed to fetch credit cards';
export const removeCardFailedMessage = 'Error removing credit card';

export function listCards(clientId: string | undefined, signal?: AbortSignal): Promise<SavedCard[]> {
  return apiJson('payments.list_cards', { query: { client_id: clientId }, schema: savedCards, signal });
}

export function useSavedCards(clientId?: string, enabled = true) {
  return useQuery({ queryKey: [...cardsKey, clientId ?? 'mine'], queryFn: ({ signal }) => listCards(clientId, signal), staleTime: 0, enabled });
}

/** `returnTo`: a client adding a card to book comes back to the booking confirm step. */
export function useAddCard(clientId?: string, returnTo?: SaveCardBody['return_to']) {
  return useMutation({
    mutationFn: () => apiJson('payments.save_card_session', { body: clientId ? { client_id: clientId } : { return_to: returnTo }, schema: checkoutRedirect }),
    onSuccess: ({ url }) => goToCheckout(url),
    onError: (error) => notifyErrorMessage(error instanceof ApiError ? error.message : 'Could not start adding a card.'),
  });
}

export function useRemoveCard(clientId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => apiJson('payments.remove_card', { body: { paymentMethodId, client_id: clientId }, schema: removeCardResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
    // SPEC §8: the server's message, else the fixed fallback.
    onError: (error) => notifyErrorMessage(error instanceof ApiError && error.message ? error.message : removeCardFailedMessage),
  });
}

/**
 * The saved-cards list wired to these calls, for every screen that shows someone's cards (the
 * client's own appointments page, the Billing tab of a client staff open): same reads, same messages.
 */
export function useSavedCardsList(clientId?: string): SavedCardsListProps {
  const cards = useSavedCards(clientId);
  const add = useAddCard(clientId);
  const remove = useRemoveCard(clientId);
  return {
    cards: cards.data,
    loading: cards.isPending,
    failedMessage: cards.isError ? listCardsFailedMessage : undefined,
    emptyMessage: noCardsMessage,
    adding: add.isPending,
    onAdd: () => add.mutate(),
    removing: remove.isPending,
    onRemove: (cardId, done) => remove.mutate(cardId, { onSuccess: ({ message }) => notifySuccess(message), onSettled: done }),
  };
}
