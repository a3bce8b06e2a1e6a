// POST /api/schedules/{id}/remaining_paid: staff record an in-person payment once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RemainingPaidResponse } from '#functions/contract/payments.ts';
import { createTestAppointment, payments, reload } from '#test/functions/payments/payments-harness.ts';
import { call } from '#test/support/api.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { signInCast, type SignedIn } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
}, 60_000);

const pay = (who: SignedIn, id: string, body: object) => call(payments, 'POST', `/api/schedules/${id}/remaining_paid`, { cookie: who.cookie, body });

describe('remaining_paid', { timeout: 30_000 }, () => {
  it('records the remaining balance in cash, then answers 409 already_paid', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client, products: [{ name: 'Serum', unitPriceCents: 2_500, quantity: 2 }] });
    const first = await pay(cast.staff, a.id, { method: 'cash' });
    expect(first.status).toBe(201);
    const body = first.json as RemainingPaidResponse;
    expect(body.message).toBe('Payment Done!');
    expect(body.schedule).toMatchObject({ total_amount_cents: 25_000, paid_amount_cents: 25_000, remaining_amount_cents: 0, payment_state: 'paid' });
    expect(body.schedule.payments).toEqual([expect.objectContaining({ kind: 'in_person', method: 'cash', amount_cents: 25_000, status: 'paid' })]);
    const second = await pay(cast.staff, a.id, { method: 'cash' });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ error: { code: 'already_paid', message: 'Nothing left to pay.' } });
    // REFERENCE §3.12: the client hears of the balance paid, once (the refused second submit sends nothing).
    const receipts = (await mailTo(cast.client.email)).filter((m) => m.subject === 'Payment received' && (m.body.text ?? '').includes('$250.00'));
    expect(receipts).toHaveLength(1);
  });

  it('takes part of the balance and refuses more than what is left', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    const part = await pay(cast.admin, a.id, { method: 'card_terminal', amount_cents: 5_000 });
    expect((part.json as RemainingPaidResponse).schedule).toMatchObject({ paid_amount_cents: 5_000, remaining_amount_cents: 15_000, payment_state: 'partially_paid' });
    const tooMuch = await pay(cast.admin, a.id, { method: 'other', amount_cents: 15_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json).toMatchObject({ error: { code: 'validation_failed', fields: { amount_cents: 'Amount may not exceed the remaining balance ($150.00).' } } });
    expect(await pay(cast.admin, a.id, { method: 'bitcoin' })).toMatchObject({ status: 400 });
  });

  it('is for the appointment’s employee or an admin: others get 404, clients 403', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    expect((await pay(cast.colleague, a.id, { method: 'cash' })).status).toBe(404);
    expect((await pay(cast.client, a.id, { method: 'cash' })).status).toBe(403);
    expect((await reload(a.id)).payments).toEqual([]);
  });

  it('refuses a cancelled appointment', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client, pendingDeposit: 5_000 });
    const { releaseHold } = await import('#functions/payments/release-hold.ts');
    await releaseHold(a.id);
    expect(await pay(cast.staff, a.id, { method: 'cash' })).toMatchObject({ status: 409, json: { error: { code: 'invalid_state' } } });
  });

  it('of 10 concurrent submits exactly one records the payment', async () => {
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(cast.staff, a.id, { method: 'cash' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const stored = await reload(a.id);
    expect(stored.payments).toHaveLength(1);
    expect(stored.payments[0]?.amountCents).toBe(20_000);
  });
});
