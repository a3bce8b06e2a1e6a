// Every emulated resource, by URL path. A new Stripe resource is a new file in resources/ and a line here.
import type { Resource } from '#scripts/stripe-emulator/resource.ts';
import { accountLinks } from '#scripts/stripe-emulator/resources/account-links.ts';
import { accounts } from '#scripts/stripe-emulator/resources/accounts.ts';
import { billingPortalSessions } from '#scripts/stripe-emulator/resources/billing-portal-sessions.ts';
import { checkoutSessions } from '#scripts/stripe-emulator/resources/checkout-sessions.ts';
import { customers } from '#scripts/stripe-emulator/resources/customers.ts';
import { events } from '#scripts/stripe-emulator/resources/events.ts';
import { paymentIntents } from '#scripts/stripe-emulator/resources/payment-intents.ts';
import { paymentMethods } from '#scripts/stripe-emulator/resources/payment-methods.ts';
import { prices } from '#scripts/stripe-emulator/resources/prices.ts';
import { products } from '#scripts/stripe-emulator/resources/products.ts';
import { refunds } from '#scripts/stripe-emulator/resources/refunds.ts';
import { setupIntents } from '#scripts/stripe-emulator/resources/setup-intents.ts';
import { subscriptions } from '#scripts/stripe-emulator/resources/subscriptions.ts';
import { transfers } from '#scripts/stripe-emulator/resources/transfers.ts';

export const resources: readonly Resource[] = [customers, checkoutSessions, paymentIntents, setupIntents, paymentMethods, refunds, events,
  accounts, accountLinks, transfers, products, prices, subscriptions, billingPortalSessions];

/** The resource whose path prefixes `segments`, longest first (`checkout/sessions` before `checkout`). */
export function matchResource(segments: string[]): { resource: Resource; rest: string[] } | undefined {
  let best: { resource: Resource; rest: string[] } | undefined;
  for (const resource of resources) {
    const parts = resource.path.split('/');
    if (parts.every((p, i) => segments[i] === p) && (!best || parts.length > best.resource.path.split('/').length)) {
      best = { resource, rest: segments.slice(parts.length) };
    }
  }
  return best;
}

export function resourceByPath(path: string): Resource {
  const resource = resources.find((r) => r.path === path);
  if (!resource) throw new Error(`No emulated resource at ${path}`);
  return resource;
}
