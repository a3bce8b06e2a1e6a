// The processed-once markers of Stripe events (docs/data-model.md T-WEBHOOK): one per event and
// webhook endpoint, kept 90 days. Each endpoint's handlers commit theirs inside the transaction that
// applies the event, or alone for an event that changes nothing; a duplicate marker means the work
// was already done. Shared by the payments webhook and the payouts Lambda's Connect webhook (decision 038).
import { getItem } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError, conflict } from '#functions/lib/errors/app-error.ts';
import type { StripeEventRef } from '#functions/lib/stripe/stripe-events.ts';
import { paymentKeys } from '#functions/model/payment-keys.ts';

/** Which of our two webhook endpoints received the event. */
export type WebhookEndpoint = 'payments' | 'connect';

/** The failure a duplicate marker (or payment record) means: the work was already done. */
export const alreadyDone = () => conflict('already_paid', 'Nothing left to pay.');

/** T-WEBHOOK: the marker inside the transaction that applies the event. */
export function processedEventStep(plan: TransactionPlan, endpoint: WebhookEndpoint, event: StripeEventRef, now: string): void {
  const expires = Math.floor(Date.parse(now) / 1000) + 90 * 24 * 3600;
  plan.put({
    ...paymentKeys.stripeEvent(event.id, endpoint), entity: 'stripe_event', type: event.type, processed_at: now, created_at: now, expires_at: expires,
  }, alreadyDone);
}

/** Whether the endpoint already applied the event (strongly consistent: it decides a write). */
export async function isEventProcessed(endpoint: WebhookEndpoint, eventId: string): Promise<boolean> {
  return (await getItem(paymentKeys.stripeEvent(eventId, endpoint), true)) !== undefined;
}

/** The marker on its own, for events that change no items; one already there is fine. */
export async function markEventProcessed(endpoint: WebhookEndpoint, event: StripeEventRef): Promise<void> {
  const plan = new TransactionPlan();
  processedEventStep(plan, endpoint, event, new Date().toISOString());
  try {
    await plan.commit();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'already_paid')) throw error;
  }
}
