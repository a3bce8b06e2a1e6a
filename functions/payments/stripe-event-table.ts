// Which handler applies which Stripe event (the webhook runs in the payments Lambda). Like the job's
// steps (jobs/job-steps.ts), adding an event is adding a row: payouts (`transfer.created`), Connect
// onboarding (`account.updated`) and subscriptions (`customer.subscription.*`, Checkout in
// subscription mode) name handlers exported by the payouts face (decision 029), so the rest of the
// payments code never imports that group.
import type { StripeEventTable } from '#functions/lib/stripe/stripe-events.ts';
import { checkoutCompleted, checkoutExpired } from '#functions/payments/checkout-event-handlers.ts';
import { accountUpdated, subscriptionChanged, subscriptionCheckoutCompleted, transferCreated } from '#functions/payouts/public.ts';

export const stripeEventTable: StripeEventTable = {
  'checkout.session.completed': (input) => (input.event.data.object.mode === 'subscription' ? subscriptionCheckoutCompleted(input) : checkoutCompleted(input)),
  'checkout.session.async_payment_succeeded': checkoutCompleted,
  'checkout.session.expired': checkoutExpired,
  'account.updated': accountUpdated,
  'transfer.created': transferCreated,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
};
