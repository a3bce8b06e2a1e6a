// The card on file (issues 24, 22; decision 032) against DynamoDB Local and the Stripe emulator:
// late-cancel and no-show fees charged at most once, the declined test card 0341 and its retry, and
// staff charging a saved card for the balance. "One charge" is counted at the emulator.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChargeCardResponse, CheckoutRedirect, SavedCard } from '#functions/contract/payments.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import { handler as schedule } from '#functions/schedule/index.ts';
import { createTestAppointment, emulator, payOnHostedPage, payments, reload } from '#test/functions/payments/payments-harness.ts';
import { call } from '#test/support/api.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { signInCast, signInClient, type SignedIn } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
}, 60_000);

const policy = { windowHours: 24, lateCancelFeeCents: 5_000, noShowFeeCents: 7_500 };
const inbox = 'frontdesk@carebook.local';

async function saveCard(who: SignedIn, card: string): Promise<SavedCard> {
  const started = await call(payments, 'POST', '/api/client/stripe/create_save_card_checkout_session', { cookie: who.cookie, body: {} });
  await payOnHostedPage((started.json as CheckoutRedirect).url, card);
  const cards = (await call(payments, 'GET', '/api/client/stripe/list_attached_cards', { cookie: who.cookie })).json as SavedCard[];
  const saved = cards.find((c) => c.last4 === card.slice(-4));
  if (!saved) throw new Error('card not saved');
  return saved;
}

/** PaymentIntents the emulator created for an appointment, by outcome. */
async function intentsOf(appointmentId: string): Promise<{ succeeded: number; failed: number }> {
  await emulator.idle();
  const ofIt = emulator.events().filter((e) => (e.data as { object: { metadata?: Record<string, string> } }).object.metadata?.schedule_id === appointmentId);
  return { succeeded: ofIt.filter((e) => e.type === 'payment_intent.succeeded').length, failed: ofIt.filter((e) => e.type === 'payment_intent.payment_failed').length };
}

const markNoShow = (who: SignedIn, id: string) => call(schedule, 'PATCH', `/api/schedules/${id}`, { cookie: who.cookie, body: { status: 'no_show' } });

describe('no-show fee', { timeout: 60_000 }, () => {
  it('10 concurrent no-show markings charge the card once', async () => {
    const client = await signInClient();
    await saveCard(client, '4242424242424242');
    const a = await createTestAppointment({ employee: cast.staff, client, startInHours: -60, policy });
    const answers = await Promise.all(Array.from({ length: 10 }, () => markNoShow(cast.staff, a.id)));
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await intentsOf(a.id)).toEqual({ succeeded: 1, failed: 0 });
    const stored = await reload(a.id);
    expect(stored.status).toBe('no_show');
    expect(stored.payments).toEqual([expect.objectContaining({ kind: 'no_show_fee', amountCents: 7_500, status: 'paid' })]);
    // Back to booked and no-show again: still one charge.
    await call(schedule, 'PATCH', `/api/schedules/${a.id}`, { cookie: cast.staff.cookie, body: { status: 'booked' } });
    expect((await markNoShow(cast.staff, a.id)).status).toBe(200);
    expect(await intentsOf(a.id)).toEqual({ succeeded: 1, failed: 0 });
  });

  it('a declined card (0341) keeps the status, records the failure, mails the inbox; the retry charges the new card', async () => {
    const client = await signInClient();
    await saveCard(client, '4000000000000341');
    const a = await createTestAppointment({ employee: cast.staff, client, startInHours: -80, policy });
    const marked = await markNoShow(cast.staff, a.id);
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ status: 'no_show', payments: [{ kind: 'no_show_fee', status: 'failed', amount_cents: 7_500, failure_message: 'Your card was declined.' }] });
    expect(marked.json).toMatchObject({ paid_amount_cents: 0 });
    const notice = (await mailTo(inbox)).filter((m) => m.subject === `No-show fee not charged: ${client.name} Tester`);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.body.text).toContain('Your card was declined.');
    // Retrying on the same declining card fails again (402) without charging.
    const again = await call(schedule, 'POST', `/api/schedules/${a.id}/charge_fee`, { cookie: cast.staff.cookie, body: {} });
    expect(again.status).toBe(402);
    expect(again.json).toEqual({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    await saveCard(client, '4242424242424242');
    expect((await call(schedule, 'POST', `/api/schedules/${a.id}/charge_fee`, { cookie: cast.colleague.cookie, body: {} })).status).toBe(404);
    const retried = await call(schedule, 'POST', `/api/schedules/${a.id}/charge_fee`, { cookie: cast.staff.cookie, body: {} });
    expect(retried.status).toBe(200);
    expect((retried.json as { schedule: Schedule }).schedule.payments.map((p) => p.status)).toEqual(['failed', 'failed', 'paid']);
    expect(await intentsOf(a.id)).toEqual({ succeeded: 1, failed: 2 });
    expect((await call(schedule, 'POST', `/api/schedules/${a.id}/charge_fee`, { cookie: cast.admin.cookie, body: {} })).json)
      .toEqual({ error: { code: 'already_paid', message: 'This fee is already paid.' } });
  });
});

describe('late cancel', { timeout: 60_000 }, () => {
  it('the preview tells the fee minus what was paid and changes nothing; the cancel charges it', async () => {
    const client = await signInClient();
    await saveCard(client, '4242424242424242');
    const a = await createTestAppointment({ employee: cast.staff, client, startInHours: 2, policy });
    await call(payments, 'POST', `/api/schedules/${a.id}/remaining_paid`, { cookie: cast.staff.cookie, body: { method: 'cash', amount_cents: 2_000 } });
    const before = await reload(a.id);
    const preview = await call(schedule, 'DELETE', `/api/client/schedules/${a.id}?preview=true`, { cookie: client.cookie });
    expect(preview.json).toEqual({ fee_cents: 3_000 });
    expect(await reload(a.id)).toEqual(before);
    expect(await intentsOf(a.id)).toEqual({ succeeded: 0, failed: 0 });
    expect((await call(schedule, 'DELETE', `/api/client/schedules/${a.id}`, { cookie: client.cookie })).json).toEqual({ message: 'Appointment cancelled.' });
    const after = await reload(a.id);
    expect(after.status).toBe('cancelled');
    expect(after.payments.filter((p) => p.kind === 'cancellation_fee')).toEqual([expect.objectContaining({ amountCents: 3_000, status: 'paid' })]);
    expect(await intentsOf(a.id)).toEqual({ succeeded: 1, failed: 0 });
  });

  it('outside the window nothing is due; staff cancel charges only with {charge_fee: true}', async () => {
    const client = await signInClient();
    await saveCard(client, '4242424242424242');
    const early = await createTestAppointment({ employee: cast.staff, client, startInHours: 72, policy });
    expect((await call(schedule, 'DELETE', `/api/client/schedules/${early.id}?preview=true`, { cookie: client.cookie })).json).toEqual({ fee_cents: 0 });
    const late = await createTestAppointment({ employee: cast.staff, client, startInHours: 3, policy });
    const lateToo = await createTestAppointment({ employee: cast.staff, client, startInHours: 3, policy });
    await call(schedule, 'DELETE', `/api/schedules/${late.id}`, { cookie: cast.staff.cookie });
    await call(schedule, 'DELETE', `/api/schedules/${lateToo.id}`, { cookie: cast.staff.cookie, body: { charge_fee: true } });
    expect(await intentsOf(late.id)).toEqual({ succeeded: 0, failed: 0 });
    expect(await intentsOf(lateToo.id)).toEqual({ succeeded: 1, failed: 0 });
  });
});

describe('POST /api/schedules/{id}/charge_card', { timeout: 60_000 }, () => {
  it('a double submit charges the remaining balance once; then it answers already_paid', async () => {
    const client = await signInClient();
    const card = await saveCard(client, '4242424242424242');
    const a = await createTestAppointment({ employee: cast.staff, client });
    const charge = () => call(schedule, 'POST', `/api/schedules/${a.id}/charge_card`, { cookie: cast.staff.cookie, body: { payment_method_id: card.id } });
    const [first, second] = await Promise.all([charge(), charge()]);
    // Same appointment, amount and version: one idempotency key, so Stripe answers the second with the first charge.
    expect([first.status, second.status]).toEqual([200, 200]);
    const ok = first.json as ChargeCardResponse;
    expect(ok.schedule).toMatchObject({ paid_amount_cents: 20_000, remaining_amount_cents: 0, payments: [{ kind: 'card_on_file', status: 'paid', amount_cents: 20_000 }] });
    expect(await intentsOf(a.id)).toEqual({ succeeded: 1, failed: 0 });
    expect((await charge()).json).toEqual({ error: { code: 'already_paid', message: 'Nothing left to pay.' } });
  });

  it('a decline shows Stripe’s message and records nothing paid; a card of another client is 404', async () => {
    const client = await signInClient();
    const other = await signInClient();
    const declining = await saveCard(client, '4000000000000341');
    const foreign = await saveCard(other, '4242424242424242');
    const a = await createTestAppointment({ employee: cast.staff, client });
    const declined = await call(schedule, 'POST', `/api/schedules/${a.id}/charge_card`, { cookie: cast.admin.cookie, body: { payment_method_id: declining.id, amount_cents: 5_000 } });
    expect(declined.status).toBe(402);
    expect(declined.json).toEqual({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect((await reload(a.id)).payments).toEqual([expect.objectContaining({ status: 'failed', amountCents: 5_000 })]);
    const stolen = await call(schedule, 'POST', `/api/schedules/${a.id}/charge_card`, { cookie: cast.admin.cookie, body: { payment_method_id: foreign.id } });
    expect(stolen.status).toBe(404);
    expect((await call(schedule, 'POST', `/api/schedules/${a.id}/charge_card`, { cookie: cast.colleague.cookie, body: { payment_method_id: declining.id } })).status).toBe(404);
    expect(await intentsOf(a.id)).toEqual({ succeeded: 0, failed: 1 });
  });
});
