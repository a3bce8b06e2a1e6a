// Billing portal sessions: `POST /v1/billing_portal/sessions {customer, return_url}` → a short-lived
// `url` to the hosted portal (hosted-portal.ts). Stripe has no retrieve or list for them.
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, requiredStr, url } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { missingResource } from '#scripts/stripe-emulator/stripe-error.ts';

/** The portal session behind a hosted portal URL, if any. */
export function findPortalSession(ctx: EmulatorContext, id: string): StripeObject | undefined {
  const session = ctx.store.get(id);
  return session?.object === 'billing_portal.session' ? session : undefined;
}

export const billingPortalSessions: Resource = {
  path: 'billing_portal/sessions',
  objectType: 'billing_portal.session',
  displayName: 'billing_portal.session',
  createOnly: true,
  create(params, ctx) {
    allowOnly(params, ['customer', 'return_url', 'configuration', 'locale', 'flow_data']);
    const customer = requiredStr(params, 'customer');
    if (ctx.store.get(customer)?.object !== 'customer') throw missingResource('customer', customer, 'customer');
    const id = newId('bps');
    return ctx.store.insert({
      id, object: 'billing_portal.session', created: ctx.now(), livemode: false, configuration: 'bpc_emulator_default', customer,
      flow: null, locale: null, on_behalf_of: null, return_url: url(params, 'return_url', false), url: `${ctx.publicUrl}/p/session/${id}`,
    });
  },
};
