// Saved cards of the signed-in client (or of a client staff name), wired to the payments API.
import { SavedCardsList } from '#web/components/saved-cards-list.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { listCardsFailedMessage, noCardsMessage, useAddCard, useRemoveCard, useSavedCards } from '#web/features/payments/api/saved-cards.ts';

export function SavedCardsSection({ clientId }: { clientId?: string }) {
  const cards = useSavedCards(clientId);
  const add = useAddCard(clientId);
  const remove = useRemoveCard(clientId);
  return (
    <SavedCardsList
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
