import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, metadata, str } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { missingResource } from '#scripts/stripe-emulator/stripe-error.ts';

export function newSetupIntent(ctx: EmulatorContext, customer: string | null, meta: Record<string, string>): StripeObject {
  return ctx.store.insert({
    id: newId('seti'),
    object: 'setup_intent',
    created: ctx.now(),
    livemode: false,
    customer,
    metadata: meta,
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: 'off_session',
  });
}

/** The card is saved: attach it to the customer, as Stripe does when a setup intent succeeds. */
export function succeedSetupIntent(ctx: EmulatorContext, si: StripeObject, pm: StripeObject): StripeObject {
  si.payment_method = pm.id;
  si.status = 'succeeded';
  if (typeof si.customer === 'string') pm.customer = si.customer;
  ctx.emit('setup_intent.succeeded', si);
  return si;
}

export const setupIntents: Resource = {
  path: 'setup_intents',
  objectType: 'setup_intent',
  displayName: 'setupintent',
  create(params, ctx) {
    allowOnly(params, ['customer', 'metadata', 'payment_method_types', 'usage']);
    const customer = str(params, 'customer') ?? null;
    if (customer && !ctx.store.get(customer)) throw missingResource('customer', customer, 'customer');
    return newSetupIntent(ctx, customer, metadata(params));
  },
  listFilters: ['customer'],
  listWhere: (si, params) => params.customer === undefined || si.customer === params.customer,
};
