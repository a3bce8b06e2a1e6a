import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, bool, int, metadata, requiredStr, str } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { publicCopy } from '#scripts/stripe-emulator/serialize.ts';
import { StripeApiError, invalidParam, missingResource } from '#scripts/stripe-emulator/stripe-error.ts';
import { testCardByNumber } from '#scripts/stripe-emulator/test-cards.ts';

interface IntentInput {
  amount: number;
  currency: string;
  customer: string | null;
  metadata: Record<string, string>;
  description?: string | null;
}

export function newPaymentIntent(ctx: EmulatorContext, input: IntentInput): StripeObject {
  return ctx.store.insert({
    id: newId('pi'),
    object: 'payment_intent',
    created: ctx.now(),
    livemode: false,
    amount: input.amount,
    amount_received: 0,
    currency: input.currency,
    customer: input.customer,
    description: input.description ?? null,
    metadata: input.metadata,
    payment_method: null,
    payment_method_types: ['card'],
    latest_charge: null,
    last_payment_error: null,
    status: 'requires_payment_method',
  });
}

/** Confirms with a card that the hosted page or `confirm=true` already judged successful. */
export function succeedPaymentIntent(ctx: EmulatorContext, pi: StripeObject, paymentMethod: string): StripeObject {
  pi.payment_method = paymentMethod;
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  pi.latest_charge = newId('ch');
  pi.last_payment_error = null;
  ctx.emit('payment_intent.succeeded', pi);
  return pi;
}

/** `confirm=true` with a saved card: a card that declines charges leaves the intent unpaid and answers 402. */
function confirmWithCard(ctx: EmulatorContext, pi: StripeObject, paymentMethod: string): void {
  const decline = testCardByNumber(ctx.store.get(paymentMethod)?._test_card)?.chargeDecline;
  if (!decline) {
    succeedPaymentIntent(ctx, pi, paymentMethod);
    return;
  }
  const error = { type: 'card_error', ...decline, payment_method: publicCopy(ctx.store.get(paymentMethod)) };
  pi.status = 'requires_payment_method';
  pi.payment_method = null;
  pi.last_payment_error = error;
  ctx.emit('payment_intent.payment_failed', pi);
  throw new StripeApiError(402, 'card_error', decline.message, { code: decline.code, decline_code: decline.decline_code, payment_intent: publicCopy(pi) });
}

export const paymentIntents: Resource = {
  path: 'payment_intents',
  objectType: 'payment_intent',
  displayName: 'payment_intent',
  create(params, ctx) {
    allowOnly(params, ['amount', 'currency', 'customer', 'metadata', 'description', 'payment_method', 'confirm', 'off_session', 'payment_method_types']);
    const amount = int(params, 'amount');
    if (amount === undefined) throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: amount.', { param: 'amount' });
    if (amount < 50) throw invalidParam('amount', 'Amount must be at least $0.50 usd');
    const customer = str(params, 'customer') ?? null;
    if (customer && !ctx.store.get(customer)) throw missingResource('customer', customer, 'customer');
    const pi = newPaymentIntent(ctx, { amount, currency: requiredStr(params, 'currency'), customer, metadata: metadata(params), description: str(params, 'description') });
    const pm = str(params, 'payment_method');
    if (pm) {
      if (!ctx.store.get(pm)) throw missingResource('PaymentMethod', pm, 'payment_method');
      pi.payment_method = pm;
      pi.status = 'requires_confirmation';
      if (bool(params, 'confirm')) confirmWithCard(ctx, pi, pm);
    }
    return pi;
  },
  update(pi, params) {
    allowOnly(params, ['metadata', 'description']);
    pi.metadata = metadata(params, pi.metadata as Record<string, string>);
    if (params.description !== undefined) pi.description = str(params, 'description') ?? null;
    return pi;
  },
  listFilters: ['customer'],
  listWhere: (pi, params) => params.customer === undefined || pi.customer === params.customer,
};
