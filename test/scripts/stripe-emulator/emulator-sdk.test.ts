// The emulator driven through the official `stripe` SDK, exactly as the app uses it.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { postForm, secret, useSdkHarness } from '#test/scripts/stripe-emulator/sdk-harness.ts';

const h = useSdkHarness();

async function paymentSession(customer?: string) {
  return h.stripe.checkout.sessions.create({
    mode: 'payment',
    customer,
    success_url: 'http://app.test/clients/payment/success?session_id={CHECKOUT_SESSION_ID}&schedule_id=A1',
    cancel_url: 'http://app.test/clients/appointments',
    expires_at: Math.floor(h.now / 1000) + 1800,
    metadata: { purpose: 'deposit', schedule_id: 'A1' },
    line_items: [
      { quantity: 1, price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'Deposit – Botox' } } },
      { quantity: 2, price_data: { currency: 'usd', unit_amount: 1250, product_data: { name: 'Serum' } } },
    ],
  });
}

function pay(url: string, card: string): Promise<Response> {
  return postForm(url, { card_number: card });
}

describe('Stripe emulator through the SDK', { timeout: 30_000 }, () => {
  it('creates, retrieves, updates, lists and deletes customers with prefixed ids and second timestamps', async () => {
    const created = await h.stripe.customers.create({ name: 'Ada Lovelace', email: 'ada@example.com', metadata: { client_id: 'C1' } });
    expect(created.id).toMatch(/^cus_\w{24}$/);
    expect(created.created).toBe(Math.floor(h.now / 1000));
    const updated = await h.stripe.customers.update(created.id, { metadata: { client_id: '', note: 'x' } });
    expect(updated.metadata).toEqual({ note: 'x' });
    await h.stripe.customers.create({ email: 'other@example.com' });
    const listed = await h.stripe.customers.list({ email: 'ada@example.com' });
    expect(listed.object).toBe('list');
    expect(listed.data.map((c) => c.id)).toEqual([created.id]);
    expect((await h.stripe.customers.del(created.id)).deleted).toBe(true);
    await expect(h.stripe.customers.retrieve(created.id)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 });
  });

  it('paginates lists newest first', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await h.stripe.customers.create({ name: `c${i}` })).id);
    const first = await h.stripe.customers.list({ limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    expect(first.has_more).toBe(true);
    const all = [];
    for await (const customer of h.stripe.customers.list({ limit: 2 })) all.push(customer.id);
    expect(all).toEqual([...ids].reverse());
  });

  it('raises Stripe errors for unknown and missing parameters', async () => {
    await expect(h.stripe.customers.create({ nickname: 'x' } as never)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'parameter_unknown', param: 'nickname' });
    await expect(h.stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://app.test/ok' })).rejects.toMatchObject({ code: 'parameter_missing', param: 'line_items' });
    await expect(
      h.stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://app.test/ok', expires_at: Math.floor(h.now / 1000) + 600, line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }] }),
    ).rejects.toMatchObject({ param: 'expires_at' });
  });

  it('replays an Idempotency-Key with the same body and refuses it with a different body', async () => {
    const first = await h.stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    const again = await h.stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect((await h.stripe.customers.list()).data).toHaveLength(1);
    await expect(h.stripe.customers.create({ name: 'Twice' }, { idempotencyKey: 'key-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('creates a payment session with its hosted url, line items and expansions', async () => {
    const customer = await h.stripe.customers.create({ name: 'Ada', email: 'ada@example.com' });
    const session = await paymentSession(customer.id);
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', amount_total: 7500, currency: 'usd', metadata: { purpose: 'deposit', schedule_id: 'A1' } });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${h.emulator.url}/c/pay/${session.id}`);
    const lines = await h.stripe.checkout.sessions.listLineItems(session.id);
    expect(lines.data.map((l) => [l.description, l.quantity, l.amount_total])).toEqual([['Deposit – Botox', 1, 5000], ['Serum', 2, 2500]]);
    const expanded = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items', 'customer'] });
    expect(expanded.line_items?.data).toHaveLength(2);
    expect(expanded.customer).toMatchObject({ id: customer.id, email: 'ada@example.com' });
    const page = await fetch(session.url ?? '');
    const html = await page.text();
    expect(html).toContain('$75.00');
    expect(html).toContain('Deposit – Botox');
    expect(html).toContain('<label for="card_number">Card number</label>');
  });

  it('completes a payment with 4242, redirects to success_url with the id and sends signed events', async () => {
    const customer = await h.stripe.customers.create({ name: 'Ada', email: 'ada@example.com' });
    const session = await paymentSession(customer.id);
    const response = await pay(session.url ?? '', '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://app.test/clients/payment/success?session_id=${session.id}&schedule_id=A1`);
    const paid = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.payment_intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 7500, amount_received: 7500, customer: customer.id });
    await h.emulator.idle();
    const events = h.receiver.received.map((r) => h.stripe.webhooks.constructEvent(r.body, String(r.headers['stripe-signature']), secret, undefined, undefined, Math.floor(h.now / 1000)));
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({ id: session.id, metadata: { purpose: 'deposit' }, payment_status: 'paid' });
    expect(() => h.stripe.webhooks.constructEvent(h.receiver.received[0]?.body ?? '', String(h.receiver.received[0]?.headers['stripe-signature']), 'whsec_other')).toThrow();
    const again = await fetch(session.url ?? '');
    expect(await again.text()).toContain('already complete');
  });

  it('declines 4000000000000002 with Stripe’s message and keeps the session open', async () => {
    const session = await paymentSession();
    const response = await pay(session.url ?? '', '4000000000000002');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your card was declined.');
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    await h.emulator.idle();
    expect(h.receiver.received).toHaveLength(0);
  });

  it('saves a card in setup mode; payment methods list, retrieve and detach', async () => {
    const customer = await h.stripe.customers.create({ name: 'Ada' });
    const session = await h.stripe.checkout.sessions.create({ mode: 'setup', currency: 'usd', customer: customer.id, success_url: 'http://app.test/clients/appointments?session_id={CHECKOUT_SESSION_ID}' });
    expect(session).toMatchObject({ mode: 'setup', payment_status: 'no_payment_required', status: 'open' });
    const response = await pay(session.url ?? '', '5555555555554444');
    expect(response.headers.get('location')).toBe(`http://app.test/clients/appointments?session_id=${session.id}`);
    const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
    const si = done.setup_intent as Stripe.SetupIntent;
    expect(si.status).toBe('succeeded');
    const methods = await h.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(methods.data.map((m) => [m.id, m.card?.brand, m.card?.last4])).toEqual([[si.payment_method, 'mastercard', '4444']]);
    expect((await h.stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
    const pm = await h.stripe.paymentMethods.retrieve(String(si.payment_method));
    expect(pm.customer).toBe(customer.id);
    await h.stripe.paymentMethods.detach(pm.id);
    expect((await h.stripe.paymentMethods.list({ customer: customer.id })).data).toHaveLength(0);
    await h.emulator.idle();
    expect(h.receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type).sort()).toEqual(['checkout.session.completed', 'payment_method.detached', 'setup_intent.succeeded']);
  });

  it('expires a session by /expire and by time, announcing checkout.session.expired', async () => {
    const first = await paymentSession();
    const expired = await h.stripe.checkout.sessions.expire(first.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await expect(h.stripe.checkout.sessions.expire(first.id)).rejects.toMatchObject({ statusCode: 400 });
    const second = await paymentSession();
    h.now += 31 * 60 * 1000;
    expect((await h.stripe.checkout.sessions.retrieve(second.id)).status).toBe('expired');
    const page = await pay(`${h.emulator.url}/c/pay/${second.id}`, '4242424242424242');
    expect(await page.text()).toContain('expired');
    await h.emulator.idle();
    expect(h.receiver.received.map((r) => (JSON.parse(r.body) as { data: { object: { id: string } } }).data.object.id)).toEqual([first.id, second.id]);
  });

  it('retries a webhook answered with a non-2xx status, keeping the event id', async () => {
    h.receiver.failNext(2);
    await h.stripe.checkout.sessions.expire((await paymentSession()).id);
    await h.emulator.idle();
    const ids = h.receiver.received.map((r) => (JSON.parse(r.body) as { id: string }).id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    const control = (await (await fetch(`${h.emulator.url}/__emulator/events`)).json()) as { data: { delivery: { attempts: number; delivered: boolean } }[] };
    expect(control.data[0]?.delivery).toMatchObject({ attempts: 3, delivered: true });
  });

  it('creates, confirms and refunds a payment intent; lists events', async () => {
    const customer = await h.stripe.customers.create({ name: 'Ada' });
    const session = await paymentSession(customer.id);
    await pay(session.url ?? '', '4242424242424242');
    const pm = (await h.stripe.paymentMethods.list({ customer: customer.id })).data;
    expect(pm).toHaveLength(0); // a payment without setup_future_usage does not save the card
    const done = await h.stripe.checkout.sessions.retrieve(session.id);
    const refund = await h.stripe.refunds.create({ payment_intent: String(done.payment_intent), amount: 2000 });
    expect(refund).toMatchObject({ object: 'refund', amount: 2000, status: 'succeeded' });
    await expect(h.stripe.refunds.create({ payment_intent: String(done.payment_intent), amount: 6000 })).rejects.toMatchObject({ statusCode: 400 });
    const events = await h.stripe.events.list({ type: 'checkout.session.completed' });
    expect(events.data.map((e) => (e.data.object as { id: string }).id)).toEqual([session.id]);
  });

  it('refuses a request without a test secret key', async () => {
    const anonymous = new Stripe('rk_live_nope', { host: '127.0.0.1', port: h.emulator.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(anonymous.customers.list()).rejects.toMatchObject({ statusCode: 401 });
  });
});
