// A webhook's dispatch (REFERENCE §3.13, T-WEBHOOK): each verified event is applied once per endpoint,
// by the handler its type names in that endpoint's event table. An event already marked is a
// redelivery and does nothing; a type the table does not handle is logged and marked, so a redelivery
// is not logged again. The payments webhook and the payouts Lambda's Connect webhook (decision 038)
// each dispatch through here with their own table and markers.
import type Stripe from 'stripe';
import type { Logger } from '#functions/lib/log/logger.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { isEventProcessed, markEventProcessed, processedEventStep, type WebhookEndpoint } from '#functions/lib/stripe/processed-event-repository.ts';
import type { StripeEventHandler, StripeEventRef, StripeEventTable } from '#functions/lib/stripe/stripe-events.ts';

/** The table keys each handler by the type it accepts, so the row found takes this event. */
function handlerOf<T extends Stripe.Event.Type>(table: StripeEventTable, type: T): StripeEventHandler<T> | undefined {
  return table[type];
}

interface DispatchInput {
  event: Stripe.Event;
  logger: Logger;
  table: StripeEventTable;
  endpoint: WebhookEndpoint;
}

export async function dispatchStripeEvent({ event, logger, table, endpoint }: DispatchInput): Promise<void> {
  const ref: StripeEventRef = { id: event.id, type: event.type };
  if (await isEventProcessed(endpoint, event.id)) return;
  const handle = handlerOf(table, event.type);
  if (!handle) {
    logger.info('stripe event not handled', { event_id: event.id, event_type: event.type, endpoint });
    await markEventProcessed(endpoint, ref);
    return;
  }
  await handle({
    event,
    ref,
    logger,
    markProcessedIn: (plan: TransactionPlan) => processedEventStep(plan, endpoint, ref, new Date().toISOString()),
    acknowledge: () => markEventProcessed(endpoint, ref),
  });
}
