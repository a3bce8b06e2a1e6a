// The client's Billing tab (REFERENCE §5): the client's saved cards, which staff may add (Stripe's
// hosted setup page) and remove. The server scopes the cards to this client.
import { SavedCardsList } from '#web/components/saved-cards-list.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { listCardsFailedMessage, noCardsMessage, useAddCard, useRemoveCard, useSavedCards } from '#web/features/payments/api/saved-cards.ts';

export function ClientBillingTab({ clientId }: { clientId: string }) {
  const cards = useSavedCards(clientId);
  const add = useAddCard(clientId);
  const remove = useRemoveCard(clientId);
  return (
    <SavedCardsList
      headingOrder={3}
      cards={cards.data}
      loading={cards.isPending}
      failedMessage={cards.isError ? listCardsFailedMessage : undefined}
      emptyMessage={noCardsMessage}
      adding={add.isPending}
      onAdd={() => add.mutate()}
      removing={remove.isPending}
      onRemove={(cardId, done) => remove.mutate(cardId, { onSuccess: ({ message }) => notifySuccess(message), onSettled: done })}
    />
  );
}
