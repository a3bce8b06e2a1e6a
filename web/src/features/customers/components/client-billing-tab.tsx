// The client's Billing tab (REFERENCE §5): the client's saved cards, which staff may add (Stripe's
// hosted setup page) and remove. The server scopes the cards to this client.
import { SavedCardsList } from '#web/components/saved-cards-list.tsx';
import { useSavedCardsList } from '#web/features/payments/api/saved-cards.ts';

export function ClientBillingTab({ clientId }: { clientId: string }) {
  const cards = useSavedCardsList(clientId);
  return <SavedCardsList {...cards} headingOrder={3} />;
}
