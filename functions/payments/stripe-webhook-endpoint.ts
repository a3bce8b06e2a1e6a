import { webhookResponse } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { verifyWebhook } from '#functions/lib/stripe/verify-webhook.ts';
import { dispatchStripeEvent } from '#functions/payments/dispatch-stripe-event.ts';
import { stripeEventTable } from '#functions/payments/stripe-event-table.ts';

/** POST /api/client/stripe/webhooks: the raw body and its signature are the only authentication. */
export const stripeWebhookEndpoint = defineEndpoint({
  access: 'stripe',
  response: webhookResponse,
  handler: async ({ request }) => {
    const event = await verifyWebhook(request.rawBody, request.headers['stripe-signature']);
    await dispatchStripeEvent({ event, logger: request.logger, table: stripeEventTable });
    return { received: true as const };
  },
});
