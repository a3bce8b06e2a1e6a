// The webhooks' dispatch (functions/lib/stripe/dispatch-stripe-event.ts) with a table of the
// test's own: a registered handler applies its event once, in its own transaction with the marker;
// an unknown type is acknowledged and logged once, however often Stripe redelivers it.
import type Stripe from 'stripe';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { getItem } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import type { StripeEventTable } from '#functions/lib/stripe/stripe-events.ts';
import { dispatchStripeEvent } from '#functions/lib/stripe/dispatch-stripe-event.ts';
import { isEventProcessed } from '#functions/lib/stripe/processed-event-repository.ts';

function recordingLogger(lines: string[]): Logger {
  const logger: Logger = {
    debug: (msg) => lines.push(msg), info: (msg) => lines.push(msg), warn: (msg) => lines.push(msg), error: (msg) => lines.push(msg),
    child: () => logger,
  };
  return logger;
}

// Only the fields the dispatcher and these handlers read; the SDK's event types describe the rest.
const stripeEvent = (type: string, object: Record<string, unknown>) => ({ id: `evt_${ulid()}`, object: 'event', type, data: { object } }) as unknown as Stripe.Event;

describe('Stripe event dispatch', () => {
  it('applies a registered event once: its effect and the marker commit together, a redelivery does nothing', async () => {
    const applied: string[] = [];
    const table: StripeEventTable = {
      'transfer.created': async ({ event, markProcessedIn }) => {
        const plan = new TransactionPlan();
        plan.put({ PK: `TEST#${event.data.object.id}`, SK: '#META', amount: event.data.object.amount });
        markProcessedIn(plan);
        await plan.commit();
        applied.push(event.data.object.id);
      },
    };
    const event = stripeEvent('transfer.created', { id: `tr_${ulid()}`, object: 'transfer', amount: 12_345 });
    const lines: string[] = [];
    await dispatchStripeEvent({ event, logger: recordingLogger(lines), table, endpoint: 'payments' });
    await dispatchStripeEvent({ event, logger: recordingLogger(lines), table, endpoint: 'payments' });
    expect(applied).toHaveLength(1);
    expect(await isEventProcessed('payments', event.id)).toBe(true);
    expect(await getItem({ PK: `TEST#${applied[0] ?? ''}`, SK: '#META' }, true)).toMatchObject({ amount: 12_345 });
    expect(lines).toEqual([]);
  });

  it('acknowledges an unknown type, marks it processed and logs it once across redeliveries', async () => {
    const event = stripeEvent('customer.subscription.updated', { id: `sub_${ulid()}`, object: 'subscription' });
    const lines: string[] = [];
    for (let i = 0; i < 3; i += 1) await dispatchStripeEvent({ event, logger: recordingLogger(lines), table: {}, endpoint: 'payments' });
    expect(lines).toEqual(['stripe event not handled']);
    expect(await isEventProcessed('payments', event.id)).toBe(true);
  });

  it('lets a handler that changes nothing acknowledge the event', async () => {
    const table: StripeEventTable = { 'account.updated': ({ acknowledge }) => acknowledge() };
    const event = stripeEvent('account.updated', { id: `acct_${ulid()}`, object: 'account' });
    await dispatchStripeEvent({ event, logger: recordingLogger([]), table, endpoint: 'payments' });
    expect(await isEventProcessed('payments', event.id)).toBe(true);
  });

  // Decision 038: the payments webhook and the payouts Lambda's Connect webhook keep separate markers,
  // so an event Stripe sends to both (say both registrations list it) is applied by each table once.
  it('keeps one marker per endpoint: an event the payments endpoint marked is still applied at the Connect endpoint, once', async () => {
    const applied: string[] = [];
    const connectTable: StripeEventTable = {
      'customer.subscription.updated': async ({ event, acknowledge }) => {
        applied.push(event.id);
        await acknowledge();
      },
    };
    const event = stripeEvent('customer.subscription.updated', { id: `sub_${ulid()}`, object: 'subscription' });
    await dispatchStripeEvent({ event, logger: recordingLogger([]), table: {}, endpoint: 'payments' });
    expect(await isEventProcessed('connect', event.id)).toBe(false);
    for (let i = 0; i < 2; i += 1) await dispatchStripeEvent({ event, logger: recordingLogger([]), table: connectTable, endpoint: 'connect' });
    expect(applied).toEqual([event.id]);
    expect(await isEventProcessed('connect', event.id)).toBe(true);
  });
});
