import { webhookResponse } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { dispatchStripeEvent } from '#functions/lib/stripe/dispatch-stripe-event.ts';
import { webhookSecret } from '#functions/lib/stripe/stripe-client.ts';
import { verifyWebhook } from '#functions/lib/stripe/verify-webhook.ts';
import { stripeEventTable } from '#functions/payments/stripe-event-table.ts';

/**
 * POST /api/client/stripe/webhooks: the raw body and its signature are the only authentication.
 * Checkout and payment events only; Connect, transfer and subscription events go to the payouts
 * Lambda's own endpoint (decision 038).
 */
export const stripeWebhookEndpoint = defineEndpoint({
  access: 'stripe',
  response: webhookResponse,
  handler: async ({ request }) => {
    const event = verifyWebhook(request.rawBody, request.headers['stripe-signature'], [await webhookSecret()]);
    await dispatchStripeEvent({ event, logger: request.logger, table: stripeEventTable, endpoint: 'payments' });
    return { received: true as const };
  },
});
