// The payments group's own Stripe events: a paid Checkout session runs the shared fulfilment; an
// expired deposit session releases its hold; an expired balance or line session marks its pending
// payment expired. Each writes the processed-once marker in the transaction that applies it.
import type { StripeEventHandler } from '#functions/lib/stripe/stripe-events.ts';
import { sessionView } from '#functions/lib/stripe/checkout-sessions.ts';
import { readMetadata } from '#functions/payments/checkout-metadata.ts';
import { expireSessionPayments } from '#functions/payments/expire-session-payments.ts';
import { fulfilCheckoutSession } from '#functions/payments/fulfil-checkout.ts';
import { releaseHold } from '#functions/payments/release-hold.ts';

/** Setup mode needs nothing more: Stripe has attached the card already, and the list reads it live. */
export const checkoutCompleted: StripeEventHandler<'checkout.session.completed' | 'checkout.session.async_payment_succeeded'> = async ({ event, ref, logger }) => {
  await fulfilCheckoutSession(sessionView(event.data.object), logger, ref);
};

export const checkoutExpired: StripeEventHandler<'checkout.session.expired'> = async ({ event, ref, acknowledge }) => {
  const session = event.data.object;
  const meta = readMetadata(session.metadata ?? {});
  if (meta?.purpose === 'deposit' && meta.scheduleId) await releaseHold(meta.scheduleId, ref);
  else if ((meta?.purpose === 'balance' || meta?.purpose === 'line') && meta.scheduleId) await expireSessionPayments(meta.scheduleId, session.id, ref);
  else await acknowledge();
};
