// Stripe Billing for staff plans (REFERENCE §3.13 "Subscriptions"): the plan prices, the employee's
// customer, hosted Checkout in subscription mode and the hosted billing portal.
import type Stripe from 'stripe';
import { subscriptionStatuses, type SubscriptionStatus } from '#functions/contract/subscriptions.ts';
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';
import { isMissing } from '#functions/lib/stripe/stripe-errors.ts';

export const planLookupKeys = ['monthly', 'yearly'];

export interface PriceInfo {
  id: string;
  lookupKey: string | null;
  unitAmountCents: number;
  currency: string;
  interval: string | null;
  product: { id: string; name: string; description: string | null };
}

function priceInfo(p: Stripe.Price): PriceInfo {
  const product = typeof p.product === 'string' || p.product.deleted === true
    ? { id: typeof p.product === 'string' ? p.product : p.product.id, name: '', description: null }
    : { id: p.product.id, name: p.product.name, description: p.product.description ?? null };
  return { id: p.id, lookupKey: p.lookup_key ?? null, unitAmountCents: p.unit_amount ?? 0, currency: p.currency, interval: p.recurring?.interval ?? null, product };
}

/** The active plan prices (lookup keys `monthly`, `yearly`) with their products. */
export async function listPlanPrices(): Promise<PriceInfo[]> {
  const stripe = await stripeClient();
  const list = await stripe.prices.list({ active: true, lookup_keys: planLookupKeys, expand: ['data.product'] });
  return list.data.map(priceInfo);
}

export async function createEmployeeCustomer(input: { employeeId: string; name: string; email: string }): Promise<string> {
  const stripe = await stripeClient();
  const customer = await stripe.customers.create(
    { name: input.name, email: input.email, metadata: { employee_id: input.employeeId } },
    { idempotencyKey: `employee-customer-${input.employeeId}` },
  );
  return customer.id;
}

export async function createSubscriptionSession(input: { customerId: string; priceId: string; employeeId: string; successUrl: string; cancelUrl: string }): Promise<string> {
  const stripe = await stripeClient();
  const metadata = { purpose: 'subscription', employee_id: input.employeeId };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription', customer: input.customerId, line_items: [{ price: input.priceId, quantity: 1 }],
    metadata, subscription_data: { metadata }, success_url: input.successUrl, cancel_url: input.cancelUrl,
  });
  if (!session.url) throw new Error('Stripe returned a subscription session without a URL');
  return session.url;
}

export async function createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string> {
  const stripe = await stripeClient();
  const session = await stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl });
  return session.url;
}

export interface SubscriptionInfo {
  id: string;
  customerId: string;
  /** A status Stripe adds later reads as `incomplete`: not active, so never a paid plan. */
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** When the current period ends (or the subscription ended), ISO. */
  endsAt: string | null;
}

export function subscriptionInfo(s: Stripe.Subscription): SubscriptionInfo {
  const periodEnd = s.items.data[0]?.current_period_end ?? null;
  const end = s.ended_at ?? s.cancel_at ?? periodEnd;
  return {
    id: s.id, customerId: typeof s.customer === 'string' ? s.customer : s.customer.id, status: subscriptionStatuses.find((x) => x === s.status) ?? 'incomplete',
    cancelAtPeriodEnd: s.cancel_at_period_end, endsAt: end === null ? null : new Date(end * 1000).toISOString(),
  };
}

/** null when Stripe does not know the subscription. */
export async function retrieveSubscription(id: string): Promise<SubscriptionInfo | null> {
  const stripe = await stripeClient();
  try {
    return subscriptionInfo(await stripe.subscriptions.retrieve(id));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
