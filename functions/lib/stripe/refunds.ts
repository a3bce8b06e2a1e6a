// Refunds through the official SDK (decisions 023, 026): the gateway's refund capability. The only caller
// is fulfilment, for a payment that lands on an appointment cancelled before it was paid.
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';

export interface RefundView {
  id: string;
  amountCents: number;
}

/** Refunds `amountCents` of a PaymentIntent; the idempotency key makes a replayed event refund once. */
export async function refundPaymentIntent(input: { paymentIntentId: string; amountCents: number; metadata: Record<string, string>; idempotencyKey: string }): Promise<RefundView> {
  const stripe = await stripeClient();
  const refund = await stripe.refunds.create(
    { payment_intent: input.paymentIntentId, amount: input.amountCents, reason: 'requested_by_customer', metadata: input.metadata },
    { idempotencyKey: input.idempotencyKey },
  );
  return { id: refund.id, amountCents: refund.amount };
}
