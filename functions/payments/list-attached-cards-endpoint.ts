import { cardsQuery, savedCards } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listSavedCards } from '#functions/payments/saved-cards.ts';

/** GET /api/client/stripe/list_attached_cards: the client's own cards, or a client's for staff. */
export const listAttachedCardsEndpoint = defineEndpoint({
  access: 'public',
  query: cardsQuery,
  response: savedCards,
  handler: ({ query, caller }) => listSavedCards(caller, query.client_id),
});
