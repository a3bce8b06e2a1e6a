import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, int, metadata, requiredStr, str } from '#scripts/stripe-emulator/params.ts';
import type { Resource } from '#scripts/stripe-emulator/resource.ts';
import { StripeApiError, missingResource } from '#scripts/stripe-emulator/stripe-error.ts';

export const refunds: Resource = {
  path: 'refunds',
  objectType: 'refund',
  displayName: 'refund',
  create(params, ctx) {
    allowOnly(params, ['payment_intent', 'amount', 'reason', 'metadata']);
    const piId = requiredStr(params, 'payment_intent');
    const pi = ctx.store.get(piId);
    if (!pi || pi.object !== 'payment_intent') throw missingResource('payment_intent', piId, 'payment_intent');
    if (pi.status !== 'succeeded') {
      throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent (${piId}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    }
    const refunded = ctx.store.all('refund').filter((r) => r.payment_intent === piId).reduce((sum, r) => sum + Number(r.amount), 0);
    const left = Number(pi.amount_received) - refunded;
    const amount = int(params, 'amount') ?? left;
    if (amount <= 0 || amount > left) {
      throw new StripeApiError(400, 'invalid_request_error', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, { param: 'amount' });
    }
    const refund = ctx.store.insert({
      id: newId('re'),
      object: 'refund',
      created: ctx.now(),
      amount,
      currency: pi.currency,
      charge: pi.latest_charge,
      payment_intent: piId,
      reason: str(params, 'reason') ?? null,
      metadata: metadata(params),
      status: 'succeeded',
    });
    ctx.emit('refund.created', refund);
    return refund;
  },
  listFilters: ['payment_intent'],
  listWhere: (refund, params) => params.payment_intent === undefined || refund.payment_intent === params.payment_intent,
};
