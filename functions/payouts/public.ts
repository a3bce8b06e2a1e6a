// The payouts group's face (decision 024): the payout step of the scheduled job. Its Stripe events
// arrive at its own webhook (decision 038), so no other group names its handlers.
export { runDuePayouts } from '#functions/payouts/run-due-payouts.ts';
