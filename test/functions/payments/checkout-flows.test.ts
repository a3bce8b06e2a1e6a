// Deposits, balances, staff checkout and the webhook, end to end through the emulator's hosted page.
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRedirect, ConfirmPaymentResponse, RemainingPayResponse, SessionStatusResponse } from '#functions/contract/payments.ts';
import { queryChildren } from '#functions/lib/db/queries.ts';
import { openDepositCheckout } from '#functions/payments/deposit-checkout.ts';
import { releaseExpiredHolds } from '#functions/payments/release-expired-holds.ts';
import { getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { createTestAppointment, emulator, payOnHostedPage, payments, reload, webhookSecret, webhookUrl } from '#test/functions/payments/payments-harness.ts';
import { call } from '#test/support/api.ts';
import { signInCast, signInClient } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
}, 60_000);

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';
const status = (cookie: string, sessionId: string) => call(payments, 'GET', `/api/client/stripe/session_status?session_id=${sessionId}`, { cookie });
const payRecords = async (id: string) => (await queryChildren(`APPT#${id}`, 'PAYREC#', true)).length;
const snapshot = (a: AppointmentRecord) => ({ status: a.status, version: a.version, payments: a.payments });

async function depositAppointment() {
  const a = await createTestAppointment({ employee: cast.staff, client: cast.client, pendingDeposit: 5_000 });
  const { appointment, redirectUrl } = await openDepositCheckout(a);
  return { appointment, redirectUrl, sessionId: sessionIdOf(redirectUrl) };
}

describe('deposit at booking', { timeout: 30_000 }, () => {
  it('opens a 30-minute hosted session and books the appointment when the webhook reports payment', async () => {
    const { appointment, redirectUrl, sessionId } = await depositAppointment();
    expect(redirectUrl).toBe(`${emulator.url}/c/pay/${sessionId}`);
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('$50.00');
    const response = await payOnHostedPage(redirectUrl);
    expect(response.headers.get('location')).toBe(`http://localhost:3000/clients/payment/success?session_id=${sessionId}&schedule_id=${appointment.id}`);
    const booked = await reload(appointment.id);
    expect(booked.status).toBe('booked');
    expect(booked.payments).toEqual([expect.objectContaining({ kind: 'deposit', status: 'paid', amountCents: 5_000, stripeCheckoutSessionId: sessionId })]);
    expect(await queryChildren(`APPT#${appointment.id}`, 'HOLD', true)).toEqual([]);
    const polled = await status(cast.client.cookie, sessionId);
    expect(polled.json).toMatchObject({ status: 'complete', payment_status: 'paid', schedule: { status: 'booked', paid_amount_cents: 5_000, remaining_amount_cents: 15_000 } });
  });

  it('a declined card leaves the hold and the session open', async () => {
    const { appointment, redirectUrl, sessionId } = await depositAppointment();
    const page = await payOnHostedPage(redirectUrl, '4000000000000002');
    expect(await page.text()).toContain('Your card was declined.');
    expect((await reload(appointment.id)).status).toBe('pending_deposit');
    expect((await status(cast.client.cookie, sessionId)).json).toMatchObject({ status: 'open', payment_status: 'unpaid', schedule: { status: 'pending_deposit' } });
    const again = await call(payments, 'POST', `/api/client/schedules/${appointment.id}/remaining_pay`, { cookie: cast.client.cookie });
    expect((again.json as RemainingPayResponse).redirect_url).toBe(redirectUrl);
  });

  it('session_status alone completes a paid session when the webhook is late, and the webhook then changes nothing', async () => {
    emulator.setWebhookUrl(undefined);
    const { appointment, redirectUrl, sessionId } = await depositAppointment();
    await payOnHostedPage(redirectUrl);
    emulator.setWebhookUrl(webhookUrl);
    const polled = (await status(cast.client.cookie, sessionId)).json as SessionStatusResponse;
    expect(polled.schedule).toMatchObject({ status: 'booked', paid_amount_cents: 5_000 });
    const after = snapshot(await reload(appointment.id));
    // Every event of this session, twice, newest first (out of order), plus a forged-late "expired".
    const events = emulator.events().filter((e) => JSON.stringify(e).includes(sessionId) || JSON.stringify(e).includes(String(polled.schedule?.id)));
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (let round = 0; round < 2; round += 1) for (const e of events) emulator.resend(e.id);
    await emulator.idle();
    expect(snapshot(await reload(appointment.id))).toEqual(after);
    expect(await payRecords(appointment.id)).toBe(1);
    const lateExpired = JSON.stringify({ id: 'evt_late_expired', object: 'event', type: 'checkout.session.expired', data: { object: { id: sessionId, object: 'checkout.session', mode: 'payment', metadata: { purpose: 'deposit', schedule_id: appointment.id } } } });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: lateExpired, secret: webhookSecret });
    const res = await call(payments, 'POST', '/api/client/stripe/webhooks', { body: lateExpired, headers: { 'stripe-signature': signature, origin: undefined } });
    expect(res.status).toBe(200);
    expect(snapshot(await reload(appointment.id))).toEqual(after);
  });

  it('an expired session releases the hold and frees the slot; replays change nothing', async () => {
    const { appointment, sessionId } = await depositAppointment();
    emulator.expireSession(sessionId);
    await emulator.idle();
    const cancelled = await reload(appointment.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'deposit_not_paid' });
    expect(cancelled.payments[0]?.status).toBe('expired');
    expect(await queryChildren(`CLAIM#EMP#${cast.staff.id}`, 'CELL#', true).then((cells) => cells.filter((c) => c.appointment_id === appointment.id))).toEqual([]);
    const expired = emulator.events().find((e) => e.type === 'checkout.session.expired' && JSON.stringify(e).includes(sessionId));
    emulator.resend(String(expired?.id));
    emulator.resend(String(expired?.id));
    await emulator.idle();
    expect(snapshot(await reload(appointment.id))).toEqual(snapshot(cancelled));
  });

  it('the sweeper releases holds past 35 minutes, and fulfils one whose webhook was lost', async () => {
    const open = await depositAppointment();
    emulator.setWebhookUrl(undefined);
    const paid = await depositAppointment();
    await payOnHostedPage(paid.redirectUrl);
    emulator.setWebhookUrl(webhookUrl);
    const result = await releaseExpiredHolds(new Date(Date.now() + 36 * 60_000), 50);
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect(result.fulfilled).toBe(1);
    expect((await reload(open.appointment.id)).status).toBe('cancelled');
    expect((await reload(paid.appointment.id)).status).toBe('booked');
    expect(await releaseExpiredHolds(new Date(Date.now() + 36 * 60_000), 50)).toEqual({ released: 0, fulfilled: 0 });
    await emulator.idle();
  });
});

describe('webhook authentication', { timeout: 30_000 }, () => {
  it('refuses a missing or bad signature with 400 and no effect', async () => {
    const { appointment, sessionId } = await depositAppointment();
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, mode: 'payment', payment_status: 'paid', metadata: { purpose: 'deposit', schedule_id: appointment.id } } } });
    const missing = await call(payments, 'POST', '/api/client/stripe/webhooks', { body, headers: { origin: undefined } });
    expect(missing.status).toBe(400);
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_attacker' });
    const bad = await call(payments, 'POST', '/api/client/stripe/webhooks', { body, headers: { 'stripe-signature': forged, origin: undefined } });
    expect(bad.status).toBe(400);
    expect((await reload(appointment.id)).status).toBe('pending_deposit');
  });
});

describe('remaining balance online', { timeout: 30_000 }, () => {
  it('opens (and reuses) a balance session for what is left; paying it leaves nothing to pay', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client, products: [{ name: 'Serum', unitPriceCents: 3_000, quantity: 1 }] });
    const first = await call(payments, 'POST', `/api/client/schedules/${a.id}/remaining_pay`, { cookie: cast.client.cookie });
    expect(first.status).toBe(200);
    const { redirect_url: url, schedule } = first.json as RemainingPayResponse;
    expect(schedule.remaining_amount_cents).toBe(23_000);
    const second = await call(payments, 'POST', `/api/client/schedules/${a.id}/remaining_pay`, { cookie: cast.client.cookie });
    expect((second.json as RemainingPayResponse).redirect_url).toBe(url);
    expect(await (await fetch(url)).text()).toContain('$230.00');
    await payOnHostedPage(url);
    const paid = await reload(a.id);
    expect(paid.payments).toEqual([expect.objectContaining({ kind: 'balance', status: 'paid', amountCents: 23_000 })]);
    const none = await call(payments, 'POST', `/api/client/schedules/${a.id}/remaining_pay`, { cookie: cast.client.cookie });
    expect(none.json).toEqual({ error: { code: 'already_paid', message: 'Nothing left to pay.' } });
  });

  it('is only for the client’s own appointment', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    const other = await signInClient();
    expect((await call(payments, 'POST', `/api/client/schedules/${a.id}/remaining_pay`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(payments, 'POST', `/api/client/schedules/${a.id}/remaining_pay`, { cookie: cast.staff.cookie })).status).toBe(403);
  });
});

describe('staff checkout', { timeout: 30_000 }, () => {
  it('charges the selected lines computed on the server, refuses a different amount, and confirm_payment records each line once', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client, products: [{ name: 'Serum', unitPriceCents: 2_500, quantity: 2 }] });
    const [treatment] = a.treatments;
    const [product] = a.products;
    const body = { client_id: a.clientId, appointment_id: a.id, stripe_id: 'cus_ignored', selected_treatments: [treatment?.id], selected_products: [{ schedule_product_id: product?.id, quantity: 1 }] };
    const wrong = await call(payments, 'POST', '/api/client/stripe/create_checkout_session', { cookie: cast.staff.cookie, body: { ...body, amount_cents: 100 } });
    expect(wrong).toMatchObject({ status: 409, json: { error: { code: 'conflict' } } });
    const created = await call(payments, 'POST', '/api/client/stripe/create_checkout_session', { cookie: cast.staff.cookie, body: { ...body, amount_cents: 22_500 } });
    expect(created.status).toBe(200);
    const { url, session_id: sessionId } = created.json as CheckoutRedirect;
    const page = await (await fetch(url)).text();
    expect(page).toContain('$225.00');
    expect(page).not.toMatch(/fee/i);
    const early = await call(payments, 'POST', '/api/client/stripe/confirm_payment', { cookie: cast.staff.cookie, body: { session_id: sessionId, schedule_id: a.id } });
    expect(early).toMatchObject({ status: 409, json: { error: { code: 'payment_not_completed' } } });
    emulator.setWebhookUrl(undefined);
    const redirect = await payOnHostedPage(url);
    emulator.setWebhookUrl(webhookUrl);
    expect(redirect.headers.get('location')).toContain(`session_id=${sessionId}&schedule_id=${a.id}`);
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await call(payments, 'POST', '/api/client/stripe/confirm_payment', { cookie: cast.staff.cookie, body: { session_id: sessionId, schedule_id: a.id } });
      const schedule = (confirmed.json as ConfirmPaymentResponse).schedule;
      expect(schedule).toMatchObject({ paid_amount_cents: 22_500, remaining_amount_cents: 2_500 });
      expect(schedule.treatments[0]).toMatchObject({ paid: true, remaining_amount_cents: 0 });
      expect(schedule.products[0]).toMatchObject({ paid_amount_cents: 2_500, remaining_amount_cents: 2_500 });
    }
    for (const e of emulator.events().filter((x) => JSON.stringify(x).includes(sessionId))) emulator.resend(e.id);
    await emulator.idle();
    expect((await getAppointment(a.id, true))?.payments).toHaveLength(2);
    expect(await payRecords(a.id)).toBe(2);
  });

  it('returns to the schedule view it was started from, and refuses any other return address', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    const body = { client_id: a.clientId, appointment_id: a.id, selected_treatments: [a.treatments[0]?.id] };
    const view = '/schedule?view=day&date=2026-11-24&location=01JB6SL0000000000000000001';
    const created = await call(payments, 'POST', '/api/client/stripe/create_checkout_session', { cookie: cast.staff.cookie, body: { ...body, return_to: view } });
    expect(created.status).toBe(200);
    const { url, session_id: sessionId } = created.json as CheckoutRedirect;
    expect(await (await fetch(url)).text()).toContain(`href="http://localhost:3000${view.replaceAll('&', '&#38;')}"`);
    const redirect = await payOnHostedPage(url);
    expect(redirect.headers.get('location')).toBe(`http://localhost:3000${view}&payment_success=true&session_id=${sessionId}&schedule_id=${a.id}`);
    for (const elsewhere of ['https://evil.test/schedule', '//evil.test/schedule', '/customers/x', '/schedule/../admin', '/schedule?x=1#y']) {
      const refused = await call(payments, 'POST', '/api/client/stripe/create_checkout_session', { cookie: cast.staff.cookie, body: { ...body, return_to: elsewhere } });
      expect(refused.status, elsewhere).toBe(400);
    }
  });

  it('is refused to staff who may not take payment for the appointment', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    const body = { client_id: a.clientId, appointment_id: a.id, selected_treatments: [a.treatments[0]?.id] };
    expect((await call(payments, 'POST', '/api/client/stripe/create_checkout_session', { cookie: cast.colleague.cookie, body })).status).toBe(404);
    expect((await call(payments, 'POST', '/api/client/stripe/create_checkout_session', { cookie: cast.staff.cookie, body: { ...body, client_id: cast.staff.id } })).status).toBe(404);
  });
});

describe('paying in person while a balance session is open', { timeout: 30_000 }, () => {
  it('expires the open session so the balance cannot be paid twice', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    const online = await call(payments, 'POST', `/api/client/schedules/${a.id}/remaining_pay`, { cookie: cast.client.cookie });
    const url = (online.json as RemainingPayResponse).redirect_url;
    const cash = await call(payments, 'POST', `/api/schedules/${a.id}/remaining_paid`, { cookie: cast.staff.cookie, body: { method: 'cash' } });
    expect(cash.status).toBe(201);
    await emulator.idle();
    expect(await (await fetch(url)).text()).toContain('This Checkout Session has expired.');
    const stored = await reload(a.id);
    expect(stored.payments.map((p) => [p.kind, p.status])).toEqual([['balance', 'expired'], ['in_person', 'paid']]);
  });
});
