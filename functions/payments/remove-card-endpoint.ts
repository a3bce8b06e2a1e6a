import { removeCardBody, removeCardResponse } from '#functions/contract/payments.ts';
import * as z from 'zod';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { parseForSignedIn } from '#functions/payments/signed-in-input.ts';
import { removeSavedCard } from '#functions/payments/saved-cards.ts';

/** DELETE /api/client/stripe/remove_card: only a card of that client's stored customer. */
export const removeCardEndpoint = defineEndpoint({
  access: 'public',
  body: z.unknown(),
  response: removeCardResponse,
  handler: async ({ body: raw, caller }) => {
    const body = parseForSignedIn(caller, removeCardBody, raw);
    await removeSavedCard(caller, body.client_id, body.paymentMethodId);
    return { message: 'Credit card removed successfully.' as const };
  },
});
