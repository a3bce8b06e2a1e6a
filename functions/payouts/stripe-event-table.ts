// Which handler applies which Stripe event at the payouts Lambda's Connect webhook (decision 038):
// connected accounts' `account.updated`, and the platform's `transfer.created` and subscription events.
// A subscription bought through Checkout arrives as `customer.subscription.created`; the payments
// webhook acknowledges that Checkout's `checkout.session.completed` without applying it.
import type { StripeEventTable } from '#functions/lib/stripe/stripe-events.ts';
import { accountUpdated, subscriptionChanged, transferCreated } from '#functions/payouts/stripe-event-handlers.ts';

export const connectEventTable: StripeEventTable = {
  'account.updated': accountUpdated,
  'transfer.created': transferCreated,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
};
