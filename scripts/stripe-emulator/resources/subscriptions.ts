// Subscriptions, started by a Checkout session in `subscription` mode once its card is accepted.
// Periods follow the price's interval in UTC calendar arithmetic (Temporal). Cancelling at once
// (`DELETE`, or the portal) announces `customer.subscription.deleted`; setting `cancel_at_period_end`
// announces `customer.subscription.updated` with the previous values, as Stripe does.
import { Temporal } from 'temporal-polyfill';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, bool, metadata, obj } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError } from '#scripts/stripe-emulator/stripe-error.ts';

function periodEnd(startSeconds: number, recurring: { interval: string; interval_count: number }): number {
  const start = Temporal.Instant.fromEpochMilliseconds(startSeconds * 1000).toZonedDateTimeISO('UTC');
  const unit = `${recurring.interval}s` as 'days' | 'weeks' | 'months' | 'years';
  return start.add({ [unit]: recurring.interval_count }).epochMilliseconds / 1000;
}

function item(ctx: EmulatorContext, subscription: string, line: StripeObject): StripeObject {
  const price = line.price as StripeObject;
  const end = periodEnd(ctx.now(), price.recurring as { interval: string; interval_count: number });
  return { id: newId('si'), object: 'subscription_item', created: ctx.now(), metadata: {}, price, quantity: line.quantity, subscription, current_period_start: ctx.now(), current_period_end: end };
}

/** The subscription a completed Checkout session starts, paid by `paymentMethod` from now on. */
export function startSubscription(ctx: EmulatorContext, session: StripeObject, customer: string, paymentMethod: string): StripeObject {
  const id = newId('sub');
  const lines = ((session._line_items ?? []) as StripeObject[]).filter((l) => (l.price as StripeObject).type === 'recurring');
  const items = lines.map((line) => item(ctx, id, line));
  const subscription = ctx.store.insert({
    id, object: 'subscription', created: ctx.now(), livemode: false, customer, status: 'active', currency: session.currency,
    items: { object: 'list', data: items, has_more: false, total_count: items.length, url: `/v1/subscription_items?subscription=${id}` },
    start_date: ctx.now(), billing_cycle_anchor: ctx.now(), current_period_start: ctx.now(), current_period_end: items[0]?.current_period_end ?? ctx.now(),
    cancel_at_period_end: false, cancel_at: null, canceled_at: null, ended_at: null, cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically', default_payment_method: paymentMethod, latest_invoice: null,
    metadata: (session._subscription_metadata ?? {}) as Record<string, string>,
  });
  ctx.emit('customer.subscription.created', subscription);
  return subscription;
}

function checkNotCanceled(subscription: StripeObject): void {
  if (subscription.status === 'canceled') {
    throw new StripeApiError(400, 'invalid_request_error', `A canceled subscription can only update its cancellation_details and metadata.`);
  }
}

export function cancelNow(ctx: EmulatorContext, subscription: StripeObject): StripeObject {
  checkNotCanceled(subscription);
  Object.assign(subscription, { status: 'canceled', canceled_at: ctx.now(), ended_at: ctx.now(), cancel_at: null, cancellation_details: { comment: null, feedback: null, reason: 'cancellation_requested' } });
  ctx.emit('customer.subscription.deleted', subscription);
  return subscription;
}

export function setCancelAtPeriodEnd(ctx: EmulatorContext, subscription: StripeObject, flag: boolean): StripeObject {
  checkNotCanceled(subscription);
  if (subscription.cancel_at_period_end === flag) return subscription;
  const previous = { cancel_at_period_end: subscription.cancel_at_period_end, cancel_at: subscription.cancel_at, canceled_at: subscription.canceled_at };
  Object.assign(subscription, { cancel_at_period_end: flag, cancel_at: flag ? subscription.current_period_end : null, canceled_at: flag ? ctx.now() : null });
  ctx.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}

function priceIds(subscription: StripeObject): unknown[] {
  return (subscription.items as { data: { price: StripeObject }[] }).data.map((i) => i.price.id);
}

export const subscriptions: Resource = {
  path: 'subscriptions',
  objectType: 'subscription',
  displayName: 'subscription',
  update(subscription, params, ctx) {
    allowOnly(params, ['cancel_at_period_end', 'metadata', 'cancellation_details']);
    subscription.metadata = metadata(params, subscription.metadata as Record<string, string>);
    const details = obj(params, 'cancellation_details');
    if (details) subscription.cancellation_details = { ...(subscription.cancellation_details as object), ...details };
    const flag = bool(params, 'cancel_at_period_end');
    return flag === undefined ? subscription : setCancelAtPeriodEnd(ctx, subscription, flag);
  },
  del: (subscription, params, ctx) => (allowOnly(params, ['invoice_now', 'prorate', 'cancellation_details']), cancelNow(ctx, subscription)),
  listFilters: ['customer', 'price', 'status'],
  // Stripe lists every status except `canceled` unless asked for `canceled` or `all`.
  listWhere: (s, params) =>
    (params.customer === undefined || s.customer === params.customer) &&
    (params.price === undefined || priceIds(s).includes(params.price)) &&
    (params.status === 'all' || (params.status === undefined ? s.status !== 'canceled' : s.status === params.status)),
};
