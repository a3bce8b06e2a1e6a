// Saved cards: a setup-mode hosted Checkout adds one; list and remove see only that client's cards.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRedirect, SavedCard } from '#functions/contract/payments.ts';
import { emulator, payOnHostedPage, payments } from '#test/functions/payments/payments-harness.ts';
import { call } from '#test/support/api.ts';
import { signInCast, signInClient, type SignedIn } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
}, 60_000);

const list = (who: SignedIn, query = '') => call(payments, 'GET', `/api/client/stripe/list_attached_cards${query}`, { cookie: who.cookie });

async function saveCard(who: SignedIn, card: string, body: object = {}, returnPath = '/clients/appointments?'): Promise<CheckoutRedirect> {
  const started = await call(payments, 'POST', '/api/client/stripe/create_save_card_checkout_session', { cookie: who.cookie, body });
  expect(started.status).toBe(200);
  const session = started.json as CheckoutRedirect;
  const redirect = await payOnHostedPage(session.url, card);
  expect(redirect.headers.get('location')).toBe(`http://localhost:3000${returnPath}session_id=${session.session_id}`);
  return session;
}

describe('saved cards', { timeout: 30_000 }, () => {
  it('a client saves a card through setup-mode Checkout, sees it and removes it', async () => {
    const client = await signInClient();
    expect((await list(client)).json).toEqual([]);
    await saveCard(client, '4242424242424242', { customer_id: 'cus_someone_else' });
    const cards = (await list(client, '?customer_id=cus_someone_else')).json as SavedCard[];
    expect(cards).toEqual([expect.objectContaining({ card_type: 'visa', last4: '4242', name: 'Visa ending in 4242', expiry: expect.stringMatching(/^12\/\d{4}$/) })]);
    expect(cards[0]?.date_added).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
    const removed = await call(payments, 'DELETE', '/api/client/stripe/remove_card', { cookie: client.cookie, body: { paymentMethodId: cards[0]?.id } });
    expect(removed.json).toEqual({ message: 'Credit card removed successfully.' });
    expect((await list(client)).json).toEqual([]);
  });

  it('a client adding a card to book returns to the booking confirm step with the card listed', async () => {
    const client = await signInClient();
    await saveCard(client, '4242424242424242', { return_to: 'confirm_booking' }, '/clients/payment/confirm_payment?card_saved=true&');
    expect((await list(client)).json).toEqual([expect.objectContaining({ last4: '4242' })]);
    const refused = await call(payments, 'POST', '/api/client/stripe/create_save_card_checkout_session', { cookie: client.cookie, body: { return_to: 'https://evil.test/' } });
    expect(refused.status).toBe(400);
  });

  it('never lists or removes another client’s card, whatever customer_id the browser sends', async () => {
    const owner = await signInClient();
    const intruder = await signInClient();
    await saveCard(owner, '5555555555554444');
    const [card] = (await list(owner)).json as SavedCard[];
    await saveCard(intruder, '4242424242424242');
    const theirs = (await list(intruder)).json as SavedCard[];
    expect(theirs.map((c) => c.last4)).toEqual(['4242']);
    const stolen = await call(payments, 'DELETE', '/api/client/stripe/remove_card', { cookie: intruder.cookie, body: { paymentMethodId: card?.id } });
    expect(stolen.status).toBe(404);
    expect(((await list(owner)).json as SavedCard[]).map((c) => c.id)).toEqual([card?.id]);
  });

  it('staff act only for clients they are linked to (admins for any); anonymous callers get 401', async () => {
    const started = await call(payments, 'POST', '/api/client/stripe/create_save_card_checkout_session', { cookie: cast.admin.cookie, body: { client_id: cast.client.id } });
    expect(started.status).toBe(200);
    expect((started.json as CheckoutRedirect).url).toMatch(new RegExp(`^${emulator.url}/c/pay/cs_test_`));
    expect((await list(cast.admin, `?client_id=${cast.client.id}`)).status).toBe(200);
    expect((await list(cast.staff, `?client_id=${cast.client.id}`)).status).toBe(404);
    expect((await list(cast.staff)).status).toBe(422);
    expect((await call(payments, 'GET', '/api/client/stripe/list_attached_cards')).status).toBe(401);
  });
});
