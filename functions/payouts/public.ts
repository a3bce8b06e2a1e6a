// The payouts group's face (decision 024): the Stripe event handlers the payments Lambda's event
// table names, and the payout step of the scheduled job.
export {
  accountUpdated, subscriptionChanged, subscriptionCheckoutCompleted, transferCreated,
} from '#functions/payouts/stripe-event-handlers.ts';
export { runDuePayouts } from '#functions/payouts/run-due-payouts.ts';
