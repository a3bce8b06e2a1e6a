// The payouts job step and the transfer.created webhook (REFERENCE §3.8 "Payout job", §3.13; decision
// 029): a failing transfer is kept `failed` and retried on the next 3 runs, then the inbox is alerted
// once; a transfer.created that arrives first pays the invoice, and a replay changes nothing.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { addNewPayout } from '#functions/invoices/public.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { signInStaff } from '#test/support/sessions.ts';
import {
  days, emulator, finalizedInvoice, invoiceState, onboardedProvider, payoutsApi, runJob, transfersFor,
} from '#test/functions/payouts/payouts-harness.ts';

const admin = await signInStaff({ isAdmin: true });
const stripe = new Stripe('sk_test_payouts', { host: new URL(emulator.url).hostname, port: Number(new URL(emulator.url).port), protocol: 'http' });

describe('payouts job step', { timeout: 60_000 }, () => {
  it('keeps a failed transfer as failed with the error, retries it on the next 3 runs, then alerts the inbox once', async () => {
    const provider = await signInStaff();
    // An account that never finished onboarding: Stripe refuses transfers to it.
    const account = await stripe.accounts.create({ type: 'express', country: 'US', capabilities: { transfers: { requested: true } } });
    const invoice = await finalizedInvoice(provider, { status: 'payment_scheduled', chargeCents: 12_000 });
    const start = Date.now();
    const plan = new TransactionPlan();
    addNewPayout(plan, { invoiceId: invoice.id, employeeId: provider.id, stripeAccountId: account.id, amountCents: 12_000, scheduledAt: new Date(start).toISOString() }, new Date(start).toISOString());
    await plan.commit();
    const runs = [];
    for (let run = 0; run < 5; run += 1) runs.push((await runJob(new Date(start + run * 5 * 60_000 + 1000))).filter((r) => r.invoice_id === invoice.id));
    expect(runs.map((r) => r.map((x) => [x.status, x.alerted]))).toEqual([[['failed', false]], [['failed', false]], [['failed', false]], [['failed', true]], []]);
    const state = await invoiceState(invoice.id);
    expect(state).toMatchObject({ status: 'payment_scheduled', payout: { status: 'failed', attempts: 4, lastError: expect.stringContaining('capabilities') as unknown } });
    const inbox = (await loadPracticeSettings()).notification_inbox;
    expect((await mailTo(inbox)).filter((m) => m.subject === `Payout failed: invoice #${invoice.number}`)).toHaveLength(1);
    expect(await transfersFor(invoice.id)).toEqual([]);
  });

  it('takes a transfer.created that arrives before the job: the invoice is paid once, the job and a replay change nothing', async () => {
    const provider = await onboardedProvider();
    const invoice = await finalizedInvoice(provider);
    expect((await payoutsApi('POST', '/api/client/stripe/transfer_to_employee', admin, { employee_id: provider.id, invoice_id: invoice.id })).status).toBe(200);
    // The transfer Stripe made for this payout (same idempotency key), reported by webhook first.
    const made = await stripe.transfers.create({ amount: 45_000, currency: 'usd', destination: provider.accountId, transfer_group: `INVOICE_${invoice.id}`, metadata: { invoice_id: invoice.id } }, { idempotencyKey: `payout-${invoice.id}` });
    await emulator.idle();
    expect(await invoiceState(invoice.id)).toMatchObject({ status: 'paid', transferId: made.id, payout: { status: 'transferred' } });
    expect((await runJob(days(11))).filter((r) => r.invoice_id === invoice.id)).toEqual([]);
    const events = (await (await fetch(`${emulator.url}/__emulator/events`)).json()) as { data: { id: string; type: string; data: { object: { id: string } } }[] };
    const created = events.data.find((e) => e.type === 'transfer.created' && e.data.object.id === made.id);
    await fetch(`${emulator.url}/__emulator/events/${created?.id ?? ''}/resend`, { method: 'POST' });
    await emulator.idle();
    expect(await invoiceState(invoice.id)).toMatchObject({ status: 'paid', transferId: made.id, payout: { status: 'transferred', attempts: 0 } });
    expect(await transfersFor(invoice.id)).toHaveLength(1);
  });
});
