// Which handler applies which Stripe event (the webhook runs in the payments Lambda). Like the job's
// steps (jobs/job-steps.ts), adding an event is adding a row: payouts (`transfer.*`), Connect
// onboarding (`account.updated`) and subscriptions (`customer.subscription.*`) will name handlers
// exported by their own group's public face, so the payments code never imports those groups.
import type { StripeEventTable } from '#functions/lib/stripe/stripe-events.ts';
import { checkoutCompleted, checkoutExpired } from '#functions/payments/checkout-event-handlers.ts';

export const stripeEventTable: StripeEventTable = {
  'checkout.session.completed': checkoutCompleted,
  'checkout.session.async_payment_succeeded': checkoutCompleted,
  'checkout.session.expired': checkoutExpired,
};
