// Products, prices, subscriptions through Checkout and the billing portal, through the official SDK.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { postForm, useSdkHarness } from '#test/scripts/stripe-emulator/sdk-harness.ts';

const h = useSdkHarness();

async function seededPrice(key: 'monthly' | 'yearly'): Promise<Stripe.Price> {
  const found = (await h.stripe.prices.list({ lookup_keys: [key] })).data[0];
  if (!found) throw new Error(`no ${key} price`);
  return found;
}

async function subscriptionSession(customer: string): Promise<Stripe.Checkout.Session> {
  const price = await seededPrice('monthly');
  return h.stripe.checkout.sessions.create({
    mode: 'subscription', customer, line_items: [{ price: price.id, quantity: 1 }], subscription_data: { metadata: { employee_id: 'E1' } },
    success_url: 'http://app.test/myprofile?tab=subscription', cancel_url: 'http://app.test/myprofile?tab=subscription',
  });
}

async function subscribed(): Promise<{ customer: Stripe.Customer; subscription: Stripe.Subscription }> {
  const customer = await h.stripe.customers.create({ email: 'pat@example.com' });
  const session = await subscriptionSession(customer.id);
  expect((await postForm(session.url ?? '', { card_number: '4242424242424242' })).status).toBe(303);
  const done = await h.stripe.checkout.sessions.retrieve(session.id);
  return { customer, subscription: await h.stripe.subscriptions.retrieve(String(done.subscription)) };
}

describe('Stripe emulator: products and prices', { timeout: 30_000 }, () => {
  it('seeds monthly and yearly prices, listed by lookup_keys with their product expanded', async () => {
    const listed = await h.stripe.prices.list({ lookup_keys: ['monthly', 'yearly'], active: true, expand: ['data.product'] });
    const byKey = Object.fromEntries(listed.data.map((p) => [p.lookup_key, p]));
    expect(byKey.monthly).toMatchObject({ object: 'price', unit_amount: 2900, currency: 'usd', type: 'recurring', recurring: { interval: 'month', interval_count: 1 }, active: true });
    expect(byKey.yearly).toMatchObject({ unit_amount: 29000, recurring: { interval: 'year' } });
    expect(byKey.monthly?.product).toMatchObject({ object: 'product', name: 'Carebook Pro' });
    await h.stripe.prices.create({ currency: 'usd', unit_amount: 500, product_data: { name: 'Other' }, lookup_key: 'other' });
    expect((await h.stripe.prices.list({ lookup_keys: ['other'] })).data.map((p) => p.unit_amount)).toEqual([500]);
    expect((await h.stripe.prices.list()).data).toHaveLength(3);
  });

  it('keeps lookup keys unique unless transferred, and keeps the seed once across a reset', async () => {
    const monthly = await seededPrice('monthly');
    await expect(h.stripe.prices.create({ currency: 'usd', unit_amount: 3900, product: String(monthly.product), recurring: { interval: 'month' }, lookup_key: 'monthly' })).rejects.toMatchObject({ statusCode: 400, param: 'lookup_key' });
    const moved = await h.stripe.prices.create({ currency: 'usd', unit_amount: 3900, product: String(monthly.product), recurring: { interval: 'month' }, lookup_key: 'monthly', transfer_lookup_key: true });
    expect((await seededPrice('monthly')).id).toBe(moved.id);
    h.emulator.reset();
    expect((await h.stripe.prices.list({ lookup_keys: ['monthly', 'yearly'] })).data).toHaveLength(2);
    expect((await h.stripe.products.list()).data).toHaveLength(1);
  });
});

describe('Stripe emulator: subscriptions', { timeout: 30_000 }, () => {
  it('subscribes through the hosted card form with 4242 and announces the subscription', async () => {
    const { customer, subscription } = await subscribed();
    const price = await seededPrice('monthly');
    const start = Math.floor(h.now / 1000);
    const end = Date.parse('2026-12-24T10:00:00Z') / 1000;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id, cancel_at_period_end: false, metadata: { employee_id: 'E1' }, current_period_end: end });
    expect(subscription.items.data.map((i) => [i.price.id, i.quantity, i.current_period_start, i.current_period_end])).toEqual([[price.id, 1, start, end]]);
    expect((await h.stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([subscription.id]);
    expect((await h.stripe.paymentMethods.list({ customer: customer.id })).data).toHaveLength(1);
    await h.emulator.idle();
    const events = h.receiver.received.map((r) => JSON.parse(r.body) as Stripe.Event);
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'checkout.session.completed']);
    expect(events[1]?.data.object).toMatchObject({ mode: 'subscription', subscription: subscription.id, payment_status: 'paid', status: 'complete' });
  });

  it('shows the plan on the card form; 4000000000000002 is declined and nothing is subscribed', async () => {
    const customer = await h.stripe.customers.create({ email: 'pat@example.com' });
    const session = await subscriptionSession(customer.id);
    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('Subscribe to Carebook Pro');
    expect(page).toContain('$29.00 per month');
    const declined = await postForm(session.url ?? '', { card_number: '4000000000000002' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await h.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect(await h.delivered()).toEqual([]);
  });

  it('refuses a one-time price in subscription mode and a recurring one in payment mode', async () => {
    const customer = await h.stripe.customers.create({});
    const monthly = await seededPrice('monthly');
    const urls = { success_url: 'http://app.test/ok', customer: customer.id };
    await expect(h.stripe.checkout.sessions.create({ ...urls, mode: 'payment', line_items: [{ price: monthly.id, quantity: 1 }] })).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
    await expect(h.stripe.checkout.sessions.create({ ...urls, mode: 'subscription', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'x' } } }] })).rejects.toMatchObject({ param: 'line_items' });
    await expect(h.stripe.checkout.sessions.create({ ...urls, mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }] })).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('sets cancel_at_period_end through the API and cancels with DELETE', async () => {
    const { customer, subscription } = await subscribed();
    const updated = await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ cancel_at_period_end: true, cancel_at: subscription.items.data[0]?.current_period_end, status: 'active' });
    const canceled = await h.stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ id: subscription.id, status: 'canceled', canceled_at: Math.floor(h.now / 1000) });
    expect((await h.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await h.stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1);
    await expect(h.stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('Stripe emulator: billing portal', { timeout: 30_000 }, () => {
  async function portal(customer: string): Promise<Stripe.BillingPortal.Session> {
    return h.stripe.billingPortal.sessions.create({ customer, return_url: 'http://app.test/myprofile' });
  }

  it('shows the subscription; cancel_at_period_end sets the flag with customer.subscription.updated', async () => {
    const { customer, subscription } = await subscribed();
    const session = await portal(customer.id);
    expect(session).toMatchObject({ object: 'billing_portal.session', customer: customer.id, return_url: 'http://app.test/myprofile' });
    expect(session.url).toBe(`${h.emulator.url}/p/session/${session.id}`);
    const html = await (await fetch(session.url)).text();
    expect(html).toContain('Carebook Pro');
    expect(html).toContain('Renews on');
    h.receiver.received.length = 0;
    await h.emulator.idle();
    const response = await postForm(session.url, { action: 'cancel_at_period_end' });
    expect([response.status, response.headers.get('location')]).toEqual([303, 'http://app.test/myprofile']);
    expect(await h.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await h.emulator.idle();
    const event = JSON.parse(h.receiver.received.at(-1)?.body ?? '{}') as Stripe.Event;
    expect(event).toMatchObject({ type: 'customer.subscription.updated', data: { object: { id: subscription.id, cancel_at_period_end: true }, previous_attributes: { cancel_at_period_end: false } } });
    expect(await (await fetch(session.url)).text()).toContain('Ends on');
  });

  it('cancels at once with customer.subscription.deleted', async () => {
    const { customer, subscription } = await subscribed();
    const session = await portal(customer.id);
    await h.emulator.idle();
    h.receiver.received.length = 0;
    const response = await postForm(session.url, { action: 'cancel' });
    expect(response.headers.get('location')).toBe('http://app.test/myprofile');
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(await h.delivered()).toEqual(['customer.subscription.deleted']);
    expect(await (await fetch(session.url)).text()).toContain('No current subscription.');
    await expect(h.stripe.billingPortal.sessions.create({ customer: 'cus_nope' })).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
