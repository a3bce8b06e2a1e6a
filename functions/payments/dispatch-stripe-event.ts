// The webhook's dispatch (REFERENCE §3.13, T-WEBHOOK): each verified event is applied once, by the
// handler its type names in the event table. An event already marked is a redelivery and does
// nothing; a type nobody handles is logged and marked, so a redelivery is not logged again.
import type Stripe from 'stripe';
import type { Logger } from '#functions/lib/log/logger.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { StripeEventHandler, StripeEventRef, StripeEventTable } from '#functions/lib/stripe/stripe-events.ts';
import { isEventProcessed, processedEventStep } from '#functions/payments/payment-record-repository.ts';
import { markEventProcessed } from '#functions/payments/processed-events.ts';

/** The table keys each handler by the type it accepts, so the row found takes this event. */
function handlerOf<T extends Stripe.Event.Type>(table: StripeEventTable, type: T): StripeEventHandler<T> | undefined {
  return table[type];
}

export async function dispatchStripeEvent({ event, logger, table }: { event: Stripe.Event; logger: Logger; table: StripeEventTable }): Promise<void> {
  const ref: StripeEventRef = { id: event.id, type: event.type };
  if (await isEventProcessed(event.id)) return;
  const handle = handlerOf(table, event.type);
  if (!handle) {
    logger.info('stripe event not handled', { event_id: event.id, event_type: event.type });
    await markEventProcessed(ref);
    return;
  }
  await handle({
    event,
    ref,
    logger,
    markProcessedIn: (plan: TransactionPlan) => processedEventStep(plan, ref, new Date().toISOString()),
    acknowledge: () => markEventProcessed(ref),
  });
}
