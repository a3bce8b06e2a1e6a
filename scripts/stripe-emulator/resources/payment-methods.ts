import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, metadata, requiredStr } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError, missingResource } from '#scripts/stripe-emulator/stripe-error.ts';
import type { TestCard } from '#scripts/stripe-emulator/test-cards.ts';

/** A card PaymentMethod as the hosted page creates it from a test card number. */
export function createCardPaymentMethod(ctx: EmulatorContext, card: TestCard, customer: string | null): StripeObject {
  const year = new Date(ctx.clock()).getUTCFullYear() + 3;
  return ctx.store.insert({
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    created: ctx.now(),
    livemode: false,
    customer,
    metadata: {},
    billing_details: { address: null, email: null, name: null, phone: null },
    // Which test card it came from, so a charge on it behaves as Stripe's would (never sent out).
    _test_card: card.number,
    card: { brand: card.brand, display_brand: card.brand, last4: card.number.slice(-4), exp_month: 12, exp_year: year, funding: 'credit', country: 'US' },
  });
}

export const paymentMethods: Resource = {
  path: 'payment_methods',
  objectType: 'payment_method',
  displayName: 'PaymentMethod',
  update(pm, params) {
    allowOnly(params, ['metadata']);
    pm.metadata = metadata(params, pm.metadata as Record<string, string>);
    return pm;
  },
  listFilters: ['customer', 'type'],
  listWhere: (pm, params) => {
    // Stripe lists payment methods only for a customer.
    if (typeof params.customer !== 'string') throw new StripeApiError(400, 'invalid_request_error', 'Missing required param: customer.', { param: 'customer' });
    return pm.customer === params.customer && (params.type === undefined || pm.type === params.type);
  },
  actions: {
    attach(pm, params, ctx) {
      allowOnly(params, ['customer']);
      const customer = requiredStr(params, 'customer');
      if (!ctx.store.get(customer)) throw missingResource('customer', customer, 'customer');
      pm.customer = customer;
      ctx.emit('payment_method.attached', pm);
      return pm;
    },
    detach(pm, params, ctx) {
      allowOnly(params, []);
      if (pm.customer === null) {
        throw new StripeApiError(400, 'invalid_request_error', `The payment method you provided is not attached to a customer so detachment is impossible.`);
      }
      pm.customer = null;
      ctx.emit('payment_method.detached', pm);
      return pm;
    },
  },
};
