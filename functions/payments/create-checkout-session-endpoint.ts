import { checkoutRedirect, staffCheckoutBody } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { createStaffCheckout } from '#functions/payments/staff-checkout.ts';

/** POST /api/client/stripe/create_checkout_session: staff take payment for selected lines. */
export const createCheckoutSessionEndpoint = defineEndpoint({
  access: 'staff',
  body: staffCheckoutBody,
  response: checkoutRedirect,
  handler: ({ body, caller }) => createStaffCheckout(caller, body),
});
