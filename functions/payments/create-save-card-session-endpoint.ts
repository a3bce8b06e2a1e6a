import { checkoutRedirect, saveCardBody } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { startSaveCard } from '#functions/payments/saved-cards.ts';

/** POST /api/client/stripe/create_save_card_checkout_session: a setup-mode hosted Checkout. */
export const createSaveCardSessionEndpoint = defineEndpoint({
  access: 'public',
  body: saveCardBody,
  response: checkoutRedirect,
  handler: ({ body, caller }) => startSaveCard(caller, body.client_id, body.return_to),
});
