import { webhookResponse } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { verifyWebhook } from '#functions/lib/stripe/verify-webhook.ts';
import { handleStripeEvent } from '#functions/payments/handle-stripe-event.ts';

/** POST /api/client/stripe/webhooks: the raw body and its signature are the only authentication. */
export const stripeWebhookEndpoint = defineEndpoint({
  access: 'stripe',
  response: webhookResponse,
  handler: async ({ request }) => {
    const event = await verifyWebhook(request.rawBody, request.headers['stripe-signature']);
    await handleStripeEvent(event, request.logger);
    return { received: true as const };
  },
});
