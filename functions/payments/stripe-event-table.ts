// Which handler applies which Stripe event at the payments webhook. Like the job's steps
// (jobs/job-steps.ts), adding an event is adding a row. Connect (`account.updated`), transfers and
// subscriptions are the payouts Lambda's, at its own endpoint (decision 038), so this bundle carries
// none of their code; Checkout in subscription mode is acknowledged here and applied there through
// `customer.subscription.created`.
import type { StripeEventTable } from '#functions/lib/stripe/stripe-events.ts';
import { checkoutCompleted, checkoutExpired } from '#functions/payments/checkout-event-handlers.ts';

export const stripeEventTable: StripeEventTable = {
  'checkout.session.completed': (input) => (input.event.data.object.mode === 'subscription' ? input.acknowledge() : checkoutCompleted(input)),
  'checkout.session.async_payment_succeeded': checkoutCompleted,
  'checkout.session.expired': checkoutExpired,
};
