// Saved cards on the hosted Checkout page (issue 22): a payment session for a customer lists that
// customer's cards and pays with the one chosen; another customer's card, or one Stripe would refuse
// off-session (4000 0000 0000 0341), is refused and the session stays open.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { postForm, useSdkHarness } from '#test/scripts/stripe-emulator/sdk-harness.ts';

const h = useSdkHarness();

async function saveCard(customer: string, number: string): Promise<string> {
  const session = await h.stripe.checkout.sessions.create({ mode: 'setup', currency: 'usd', customer, success_url: 'http://app.test/saved?session_id={CHECKOUT_SESSION_ID}' });
  expect((await postForm(session.url ?? '', { card_number: number })).status).toBe(303);
  const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
  return String((done.setup_intent as Stripe.SetupIntent).payment_method);
}

function balanceSession(customer?: string) {
  return h.stripe.checkout.sessions.create({
    mode: 'payment',
    customer,
    success_url: 'http://app.test/clients/payment/success?session_id={CHECKOUT_SESSION_ID}',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 12_000, product_data: { name: 'Balance – Botox' } } }],
  });
}

describe('saved cards on the hosted Checkout page', { timeout: 30_000 }, () => {
  it("lists the customer's saved cards and pays with the one chosen", async () => {
    const ada = await h.stripe.customers.create({ email: 'ada@example.com' });
    const older = await saveCard(ada.id, '5555555555554444');
    h.now += 1000;
    const newer = await saveCard(ada.id, '4242424242424242');
    const session = await balanceSession(ada.id);
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toContain('Pay with a saved card');
    // Newest first, and the newest is chosen.
    expect(html.indexOf('Visa ending in 4242')).toBeLessThan(html.indexOf('Mastercard ending in 4444'));
    expect(html).toContain(`value="${newer}" style="width:auto" checked`);

    const paid = await postForm(session.url ?? '', { payment_method: older });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/clients/payment/success?session_id=${session.id}`);
    const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(done.payment_intent).toMatchObject({ status: 'succeeded', amount_received: 12_000, payment_method: older, customer: ada.id });
  });

  it("refuses another customer's card and a card declined off-session, keeping the session open", async () => {
    const ada = await h.stripe.customers.create({ email: 'ada@example.com' });
    const bob = await h.stripe.customers.create({ email: 'bob@example.com' });
    const bobs = await saveCard(bob.id, '4242424242424242');
    const declining = await saveCard(ada.id, '4000000000000341');
    const session = await balanceSession(ada.id);
    const foreign = await postForm(session.url ?? '', { payment_method: bobs });
    expect(foreign.status).toBe(200);
    expect(await foreign.text()).toContain('That card is not saved for this customer.');
    const declined = await postForm(session.url ?? '', { payment_method: declining });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it('shows no saved cards without a customer or outside payment mode', async () => {
    const ada = await h.stripe.customers.create({ email: 'ada@example.com' });
    await saveCard(ada.id, '4242424242424242');
    const anonymous = await balanceSession();
    expect(await (await fetch(anonymous.url ?? '')).text()).not.toContain('Pay with a saved card');
    const setup = await h.stripe.checkout.sessions.create({ mode: 'setup', currency: 'usd', customer: ada.id, success_url: 'http://app.test/saved' });
    expect(await (await fetch(setup.url ?? '')).text()).not.toContain('Pay with a saved card');
  });
});
