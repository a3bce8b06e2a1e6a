// Issue 17 item 6 (decision 026): a booking cancelled while its deposit is unpaid cannot be paid
// afterwards. The cancel routes expire the Checkout session at once; a cancel that cannot reach
// Stripe (the staff PATCH) makes the hold due for the sweeper; a payment that lands anyway is
// refunded through Stripe and recorded with its refund.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '#functions/contract/schedule.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';
import { paymentKeys } from '#functions/model/payment-keys.ts';
import { listExpiredHolds } from '#functions/payments/payment-record-repository.ts';
import { emulator, payOnHostedPage, reload } from '#test/functions/payments/payments-harness.ts';
import { api, bookingBody, dayAhead, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
  await db.send(new UpdateCommand({ TableName: tableName(), Key: employeeKeys.employee(p.staff.id), UpdateExpression: 'SET require_deposit = :t', ExpressionAttributeValues: { ':t': true } }));
}, 60_000);

/** Books the first free slot of `day` with a deposit: the appointment and its Checkout page. */
async function bookWithDeposit(day: number): Promise<{ id: string; url: string }> {
  const { slots } = await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: dayAhead(day), to_date: dayAhead(day) });
  if (!slots[0]) throw new Error('no slot');
  const res = await api('POST', '/api/client/schedules', p.client.cookie, bookingBody({ employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] }, slots[0]));
  const { schedule, redirect_url: url } = res.json as BookingResponse;
  if (!url) throw new Error(`no Checkout page: ${res.body}`);
  return { id: schedule.id, url };
}

const sessionOf = async (id: string) => (await reload(id)).payments.find((p) => p.kind === 'deposit')?.stripeCheckoutSessionId ?? '';

describe('a cancelled deposit booking cannot be paid', { timeout: 60_000 }, () => {
  it('expires the Checkout session when the client cancels, so the card is refused', async () => {
    const booking = await bookWithDeposit(5);
    expect((await api('DELETE', `/api/client/schedules/${booking.id}`, p.client.cookie)).status).toBe(200);
    const page = await payOnHostedPage(booking.url);
    expect(await page.text()).toContain('This Checkout Session has expired.');
    const a = await reload(booking.id);
    expect(a.status).toBe('cancelled');
    expect(a.payments).toEqual([expect.objectContaining({ kind: 'deposit', status: 'expired' })]);
  });

  it('expires it when staff cancel with DELETE too', async () => {
    const booking = await bookWithDeposit(6);
    expect((await api('DELETE', `/api/schedules/${booking.id}`, p.staff.cookie)).status).toBe(200);
    expect(await (await payOnHostedPage(booking.url)).text()).toContain('This Checkout Session has expired.');
  });

  it('refunds a deposit paid after a cancel, once, and keeps both on the appointment', async () => {
    const booking = await bookWithDeposit(7);
    const cancel = await api('PATCH', `/api/schedules/${booking.id}`, p.staff.cookie, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    // This cancel cannot reach Stripe: the hold falls due, for the sweeper's next run.
    expect((await listExpiredHolds(new Date().toISOString(), 100)).map((h) => h.appointmentId)).toContain(booking.id);
    await payOnHostedPage(booking.url);
    const a = await reload(booking.id);
    expect(a.status).toBe('cancelled');
    expect(a.payments).toEqual([expect.objectContaining({ kind: 'deposit', status: 'refunded', amountCents: 5_000 })]);
    expect(a.payments[0]?.paidAt).not.toBeNull();
    const sessionId = await sessionOf(booking.id);
    const record = await getItem(paymentKeys.onlineRecord(booking.id, sessionId, null), true);
    expect(record).toMatchObject({ amount_cents: 5_000, stripe_refund_id: expect.stringMatching(/^re_/) });
    for (const e of emulator.events().filter((e) => e.type === 'checkout.session.completed' && JSON.stringify(e).includes(sessionId))) emulator.resend(e.id);
    await emulator.idle();
    const stripe = await stripeClient();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const refunds = await stripe.refunds.list({ payment_intent: String(session.payment_intent) });
    expect(refunds.data.map((r) => [r.id, r.amount])).toEqual([[record?.stripe_refund_id, 5_000]]);
    const shown = await api('GET', `/api/schedules/${booking.id}`, p.staff.cookie);
    expect(shown.json).toMatchObject({ status: 'cancelled', paid_amount_cents: 0, payments: [expect.objectContaining({ status: 'refunded', amount_cents: 5_000 })] });
  });
});
