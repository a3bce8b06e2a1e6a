import { removeCardBody, removeCardResponse } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { removeSavedCard } from '#functions/payments/saved-cards.ts';

/** DELETE /api/client/stripe/remove_card: only a card of that client's stored customer. */
export const removeCardEndpoint = defineEndpoint({
  access: 'public',
  body: removeCardBody,
  response: removeCardResponse,
  handler: async ({ body, caller }) => {
    await removeSavedCard(caller, body.client_id, body.paymentMethodId);
    return { message: 'Credit card removed successfully.' as const };
  },
});
