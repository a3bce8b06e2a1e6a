import { webhookResponse } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { dispatchStripeEvent } from '#functions/lib/stripe/dispatch-stripe-event.ts';
import { connectWebhookSecrets } from '#functions/lib/stripe/stripe-client.ts';
import { verifyWebhook } from '#functions/lib/stripe/verify-webhook.ts';
import { connectEventTable } from '#functions/payouts/stripe-event-table.ts';

/**
 * POST /api/stripe/connect_webhook (decision 038): Stripe's Connect, transfer and subscription events,
 * signed with the Connect endpoint's own secret (STRIPE_CONNECT_WEBHOOK_SECRET), applied once each.
 */
export const connectWebhookEndpoint = defineEndpoint({
  access: 'stripe',
  response: webhookResponse,
  handler: async ({ request }) => {
    const event = verifyWebhook(request.rawBody, request.headers['stripe-signature'], await connectWebhookSecrets());
    await dispatchStripeEvent({ event, logger: request.logger, table: connectEventTable, endpoint: 'connect' });
    return { received: true as const };
  },
});
