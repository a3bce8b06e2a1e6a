// transfer_to_employee and pay_multiple_invoice against DynamoDB Local and the Stripe emulator
// (REFERENCE §3.8 "Payout", decision 029): Pay Faster now, the default in 10 days through the job,
// the three refusals with their emails, the race of 10 admins, a charge of 0, mark_paid's cancel.
import { describe, expect, it } from 'vitest';
import { mailTo } from '#test/support/mailbox.ts';
import { signInStaff } from '#test/support/sessions.ts';
import {
  days, finalizedInvoice, invoiceDto, invoiceState, markPaid, onboardedProvider, payoutsApi, runJob, transfersFor,
} from '#test/functions/payouts/payouts-harness.ts';

const admin = await signInStaff({ isAdmin: true });
const transfer = (employeeId: string, invoiceId: string) => payoutsApi('POST', '/api/client/stripe/transfer_to_employee', admin, { employee_id: employeeId, invoice_id: invoiceId });
const subjects = async (email: string) => (await mailTo(email)).map((m) => m.subject);

describe('transfer_to_employee', { timeout: 60_000 }, () => {
  it('pays a Pay Faster invoice at once: one transfer with the key, group and metadata; paid; the webhook changes nothing more', async () => {
    const provider = await onboardedProvider();
    const invoice = await finalizedInvoice(provider, { chargeCents: 45_000, instantPay: true });
    const res = await transfer(provider.id, invoice.id);
    expect(res.status, res.body).toBe(200);
    const [made] = await transfersFor(invoice.id);
    expect(res.json).toEqual({ message: 'Fast payment has been processed successfully!', transfer_id: made?.id });
    expect(made).toMatchObject({ amount: 45_000, currency: 'usd', destination: provider.accountId, transfer_group: `INVOICE_${invoice.id}` });
    expect(await invoiceState(invoice.id)).toMatchObject({ status: 'paid', paidMethod: 'transfer', transferId: made?.id, payout: { status: 'transferred', attempts: 1 } });
    expect(await runJob(days(0))).toEqual([]);
    expect(await transfersFor(invoice.id)).toHaveLength(1);
    expect(await subjects(provider.email)).toContain('Payment Initiated successfully');
  });

  it('schedules a default invoice 10 days ahead; the job pays it then, and a second run at that instant pays nothing', async () => {
    const provider = await onboardedProvider();
    const invoice = await finalizedInvoice(provider, { chargeCents: 30_000 });
    const res = await transfer(provider.id, invoice.id);
    expect(res.json).toEqual({ message: 'Payment initiated successfully' });
    const state = await invoiceState(invoice.id);
    expect(state).toMatchObject({ status: 'payment_scheduled', payout: { status: 'scheduled', amountCents: 30_000 } });
    expect(Date.parse(state.payout?.scheduledAt ?? '') - Date.now()).toBeGreaterThan(days(9.9).getTime() - Date.now());
    expect(await subjects(provider.email)).toContain('Your payment will be initiated in 10 days');
    expect((await runJob(days(9))).filter((r) => r.invoice_id === invoice.id)).toEqual([]);
    const at = days(10.1);
    const [first, second] = await Promise.all([runJob(at), runJob(at)]);
    const mine = [...(first ?? []), ...(second ?? [])].filter((r) => r.invoice_id === invoice.id && r.status === 'transferred');
    expect(mine).toHaveLength(1);
    expect(await runJob(at)).toEqual([]);
    expect(await transfersFor(invoice.id)).toHaveLength(1);
    expect(await invoiceState(invoice.id)).toMatchObject({ status: 'paid', paidMethod: 'transfer', payout: { status: 'transferred' } });
  });

  it('refuses with 409 and mails the employee: not onboarded, no bank account, verification pending', async () => {
    const cases = [
      { provider: await signInStaff(), code: 'stripe_not_onboarded', subject: 'Reminder: On-board to Stripe' },
      { provider: await onboardedProvider({ routing_number: '110000000', account_number: '', verification: 'verified' }), code: 'stripe_bank_missing', subject: 'Reminder: Add Your Bank Account to Stripe' },
      { provider: await onboardedProvider({ ...{ routing_number: '110000000', account_number: '000123456789' }, verification: 'pending' }), code: 'stripe_verification_pending', subject: 'Payout on hold: Stripe account verification pending' },
    ];
    for (const { provider, code, subject } of cases) {
      const invoice = await finalizedInvoice(provider, { instantPay: true });
      const res = await transfer(provider.id, invoice.id);
      expect([res.status, (res.json as { error: { code: string } }).error.code]).toEqual([409, code]);
      expect(await subjects(provider.email)).toContain(subject);
      expect(await invoiceState(invoice.id)).toMatchObject({ status: 'finalized', payout: null });
      expect(await transfersFor(invoice.id)).toEqual([]);
    }
  });

  it('lets exactly one of 10 concurrent requests pay: one transfer, the rest 409 invalid_state', async () => {
    const provider = await onboardedProvider();
    const invoice = await finalizedInvoice(provider, { instantPay: true });
    const results = await Promise.all(Array.from({ length: 10 }, () => transfer(provider.id, invoice.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200).map((r) => [r.status, (r.json as { error: { code: string } }).error.code]);
    expect(refused).toEqual(Array.from({ length: 9 }, () => [409, 'invalid_state']));
    expect(await transfersFor(invoice.id)).toHaveLength(1);
  });

  it('checks the invoice: another employee → 422, not finalized → 409, a charge of 0 → paid without a transfer', async () => {
    const provider = await onboardedProvider();
    const other = await finalizedInvoice(provider);
    expect((await transfer(admin.id, other.id)).status).toBe(422);
    const scheduled = await finalizedInvoice(provider, { status: 'payment_scheduled' });
    expect((await transfer(provider.id, scheduled.id)).json).toMatchObject({ error: { code: 'invalid_state' } });
    const zero = await finalizedInvoice(provider, { chargeCents: 0, instantPay: true });
    expect((await transfer(provider.id, zero.id)).status).toBe(200);
    expect(await invoiceState(zero.id)).toMatchObject({ status: 'paid', payout: null });
    expect(await transfersFor(zero.id)).toEqual([]);
  });

  it('mark_paid cancels an untransferred payout, and the job then transfers nothing for it', async () => {
    const provider = await onboardedProvider();
    const invoice = await finalizedInvoice(provider);
    expect((await transfer(provider.id, invoice.id)).status).toBe(200);
    const res = await markPaid(admin, invoice.id);
    expect(res.status, res.body).toBe(200);
    expect(await invoiceState(invoice.id)).toMatchObject({ status: 'paid', paidMethod: 'manual', payout: { status: 'cancelled' } });
    expect((await runJob(days(11))).filter((r) => r.invoice_id === invoice.id)).toEqual([]);
    expect(await transfersFor(invoice.id)).toEqual([]);
  });

  // REFERENCE §4.4: the Invoice DTO's payout is the ScheduledPayout that paid (or will pay) it.
  it('shows the payout on the invoice: scheduled with its amount and date, then transferred with the transfer and paid date; cancelled by mark_paid', async () => {
    const provider = await onboardedProvider();
    const [fast, later, manual] = [await finalizedInvoice(provider, { chargeCents: 12_345, instantPay: true }), await finalizedInvoice(provider, { chargeCents: 20_000 }), await finalizedInvoice(provider)];
    expect((await invoiceDto(admin, fast.id)).json).toMatchObject({ status: 'finalized', payout: null });
    for (const invoice of [fast, later, manual]) expect((await transfer(provider.id, invoice.id)).status).toBe(200);
    const [made] = await transfersFor(fast.id);
    const paid = (await invoiceDto(admin, fast.id)).json as { payout: { transferred_at: string } };
    expect(paid).toMatchObject({ status: 'paid', payout: { status: 'transferred', amount_cents: 12_345, transfer_id: made?.id } });
    expect(Date.parse(paid.payout.transferred_at)).toBeGreaterThan(Date.now() - 60_000);
    const scheduled = await invoiceState(later.id);
    expect((await invoiceDto(provider, later.id)).json).toMatchObject({
      status: 'payment_scheduled', payout: { status: 'scheduled', amount_cents: 20_000, scheduled_at: scheduled.payout?.scheduledAt, transfer_id: null, transferred_at: null },
    });
    expect((await markPaid(admin, manual.id)).json).toMatchObject({ invoice: { status: 'paid', payout: { status: 'cancelled' } } });
    expect((await invoiceDto(admin, manual.id)).json).toMatchObject({ payout: { status: 'cancelled' } });
  });

  it('is admin only', async () => {
    const provider = await onboardedProvider();
    const invoice = await finalizedInvoice(provider);
    expect((await payoutsApi('POST', '/api/client/stripe/transfer_to_employee', provider, { employee_id: provider.id, invoice_id: invoice.id })).status).toBe(403);
  });
});

describe('pay_multiple_invoice', { timeout: 60_000 }, () => {
  it('applies the rules per invoice, with {invoices:[…]} or a bare array', async () => {
    const ready = await onboardedProvider();
    const notReady = await signInStaff();
    const [fast, later, refused] = [await finalizedInvoice(ready, { instantPay: true }), await finalizedInvoice(ready), await finalizedInvoice(notReady)];
    const wrapped = await payoutsApi('POST', '/api/client/stripe/pay_multiple_invoice', admin, { invoices: [{ invoice_id: fast.id }, { invoice_id: refused.id }] });
    expect(wrapped.json).toEqual({
      success: [{ invoice_id: fast.id, message: 'Fast payment has been processed successfully!', transfer_id: expect.stringMatching(/^tr_/) as unknown }],
      errors: [{ invoice_id: refused.id, code: 'stripe_not_onboarded', error: expect.stringContaining('Stripe') as unknown }],
    });
    const bare = await payoutsApi('POST', '/api/client/stripe/pay_multiple_invoice', admin, [{ invoice_id: later.id }]);
    expect(bare.json).toEqual({ success: [{ invoice_id: later.id, message: 'Payment initiated successfully' }], errors: [] });
  });
});
