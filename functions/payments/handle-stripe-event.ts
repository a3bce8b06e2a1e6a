// The webhook (REFERENCE §3.13): each verified event is applied once. Payment-mode completions run
// the shared fulfilment; an expired deposit session releases its hold; an expired balance or line
// session marks its pending payment expired; everything else is acknowledged with its marker.
import type Stripe from 'stripe';
import type { Logger } from '#functions/lib/log/logger.ts';
import { readMetadata } from '#functions/payments/checkout-metadata.ts';
import { expireSessionPayments } from '#functions/payments/expire-session-payments.ts';
import { fulfilCheckoutSession } from '#functions/payments/fulfil-checkout.ts';
import { isEventProcessed, type StripeEventRef } from '#functions/payments/payment-record-repository.ts';
import { markEventProcessed } from '#functions/payments/processed-events.ts';
import { releaseHold } from '#functions/payments/release-hold.ts';
import { sessionView } from '#functions/payments/stripe-gateway.ts';

async function sessionExpired(session: Stripe.Checkout.Session, ref: StripeEventRef): Promise<void> {
  const meta = readMetadata(session.metadata ?? {});
  if (meta?.purpose === 'deposit' && meta.scheduleId) await releaseHold(meta.scheduleId, ref);
  else if ((meta?.purpose === 'balance' || meta?.purpose === 'line') && meta.scheduleId) await expireSessionPayments(meta.scheduleId, session.id, ref);
  else await markEventProcessed(ref);
}

export async function handleStripeEvent(event: Stripe.Event, logger: Logger): Promise<void> {
  const ref: StripeEventRef = { id: event.id, type: event.type };
  if (await isEventProcessed(event.id)) return;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // Setup mode: Stripe has attached the card to the customer already; the list reads it live.
      await fulfilCheckoutSession(sessionView(event.data.object), logger, ref);
      return;
    }
    case 'checkout.session.expired':
      await sessionExpired(event.data.object, ref);
      return;
    default:
      await markEventProcessed(ref);
  }
}
