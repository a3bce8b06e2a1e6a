// Paying providers from Invoices to Pay and Billing Details (REFERENCE §3.8, §5): "Save & Pay" asks
// first, saves only what changed, then pays (Pay Faster now, the default scheduled "in 10 days"); the
// three onboarding refusals show their message and the reminder the provider was emailed; "Pay
// Multiple Invoices" pays the selected finalized rows and lists the server's answer per invoice.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import type { PayMultipleResponse, TransferResponse } from '#functions/contract/payouts.ts';
import { apiErrorResponse } from '#test/support/msw/api-handlers.ts';
import { invoiceHandlers } from '#test/support/msw/invoice-handlers.ts';
import { payoutHandlers, type PayoutApi } from '#test/support/msw/payout-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { settingsHandlers } from '#test/support/msw/settings-handlers.ts';
import { fill } from '#test/web/form-helpers.ts';
import { finalizedOne, invoiceFixture, invoiceItemFixture, pageOf } from '#test/web/fixtures/invoices.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

const fast = invoiceFixture(finalizedOne, { status: 'finalized' });
const slow = invoiceFixture(invoiceItemFixture({ id: '01JB6SV0000000000000000005', number: 91, status: 'finalized', is_finalized: true }), { status: 'finalized' });
const scheduled = invoiceItemFixture({ id: '01JB6SV0000000000000000006', number: 92, status: 'payment_scheduled', is_finalized: true });

function open(path: string, payouts: PayoutApi, invoices: Invoice[] = [fast, slow]) {
  const invoiceApi = invoiceHandlers({
    pages: { 'invoices.finalized': () => pageOf([finalizedOne, slow, scheduled]) },
    invoices,
    answers: { 'invoices.update': ({ body }) => HttpResponse.json({ ...fast, ...(body as object), version: fast.version + 1 }) },
  });
  const payoutApi = payoutHandlers(payouts);
  server.use(...invoiceApi.handlers, ...payoutApi.handlers, ...settingsHandlers({ settings: practiceSettingsFixture() }).handlers);
  return { ...renderApp(path, { signedInAs: { staff: adminProfile } }), invoiceCalls: invoiceApi.calls, calls: payoutApi.calls };
}

const transferAnswer = (message: string, transfer_id?: string) => () => HttpResponse.json({ message, ...(transfer_id ? { transfer_id } : {}) } satisfies TransferResponse);

describe('Billing Details › Save & Pay', { timeout: 30_000 }, () => {
  it('asks first, then pays a Pay Faster invoice at once without saving an unchanged bill', async () => {
    const { user, calls, invoiceCalls } = open(`/billing-details/${fast.id}`, { answers: { 'payouts.transfer': transferAnswer('Fast payment has been processed successfully!', 'tr_1') } });
    await user.click(await screen.findByRole('button', { name: 'Save & Pay' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay invoice #90?' }));
    expect(dialog.getByText('Pay Faster: $413.60 is transferred to Whitfield Aesthetics LLC now.')).toBeInTheDocument();
    expect(calls('payouts.transfer')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Fast payment has been processed successfully!')).toBeInTheDocument();
    expect(calls('payouts.transfer').map((c) => c.body)).toEqual([{ employee_id: fast.employee.id, invoice_id: fast.id }]);
    expect(invoiceCalls('invoices.update')).toHaveLength(0);
  });

  it('saves the changed bill and its note, then schedules a default payment in the practice delay', async () => {
    const { user, calls, invoiceCalls } = open(`/billing-details/${slow.id}`, { answers: { 'payouts.transfer': transferAnswer('Payment initiated successfully') } });
    await fill(user, await screen.findByRole('textbox', { name: 'Bill Amount' }, { timeout: 15_000 }), '400');
    await fill(user, screen.getByRole('textbox', { name: 'Note to self' }), 'Paid for November');
    await user.click(screen.getByRole('button', { name: 'Save & Pay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay invoice #91?' }));
    expect(await dialog.findByText('Default: a payout of $400.00 to Whitfield Aesthetics LLC is scheduled; Stripe transfers it in 10 days.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Payment initiated successfully')).toBeInTheDocument();
    expect(invoiceCalls('invoices.update')[0]?.body).toMatchObject({ charge_cents: 40_000, notes: 'Paid for November', version: slow.version });
    expect(calls('payouts.transfer')[0]?.body).toEqual({ employee_id: slow.employee.id, invoice_id: slow.id, note: 'Paid for November' });
  });

  it.each([
    ['stripe_not_onboarded', 'Dana Whitfield has not connected a Stripe account yet. We emailed them a reminder to on-board.'],
    ['stripe_bank_missing', 'Dana Whitfield has no bank account in Stripe yet. We emailed them a reminder to add one.'],
    ['stripe_verification_pending', "Stripe is still verifying Dana Whitfield's account, so payouts are on hold. We emailed them."],
  ])('shows the %s refusal and that a reminder was emailed', async (code, message) => {
    const { user } = open(`/billing-details/${fast.id}`, { answers: { 'payouts.transfer': () => apiErrorResponse(409, code, message) } });
    await user.click(await screen.findByRole('button', { name: 'Save & Pay' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay invoice #90?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent(`Not paid · Reminder emailed to Dana Whitfield${message}`);
  });

  it('offers no Save & Pay once the payment is scheduled, and shows the payout day', async () => {
    const waiting = invoiceFixture(scheduled, { status: 'payment_scheduled', payout: { status: 'scheduled', amount_cents: 20_000, scheduled_at: '2026-12-06T15:00:00.000Z', transfer_id: null, transferred_at: null } });
    open(`/billing-details/${waiting.id}`, {}, [waiting]);
    expect(await screen.findByText('Scheduled for 12/06/2026', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Paid' })).toBeInTheDocument();
  });
});

describe('Billing Details › Mark as Paid', { timeout: 30_000 }, () => {
  // The shared Yes/No dialog used to title every refusal "Not deleted".
  it('titles a refusal for what was asked', async () => {
    const invoiceApi = invoiceHandlers({ invoices: [fast], answers: { 'invoices.mark_paid': () => apiErrorResponse(409, 'invalid_state', 'Only finalized invoices can be marked as paid.') } });
    server.use(...invoiceApi.handlers);
    const { user } = renderApp(`/billing-details/${fast.id}`, { signedInAs: { staff: adminProfile } });
    await user.click(await screen.findByRole('button', { name: 'Mark as Paid' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark invoice #90 as paid?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Not marked as paid');
    expect(alert).toHaveTextContent('Only finalized invoices can be marked as paid.');
  });
});

describe('Invoices to Pay › Pay Multiple Invoices', { timeout: 30_000 }, () => {
  it('pays the selected finalized invoices after asking and lists what was paid and what was refused', async () => {
    const answer: PayMultipleResponse = {
      success: [{ invoice_id: fast.id, message: 'Fast payment has been processed successfully!', transfer_id: 'tr_1' }],
      errors: [{ invoice_id: slow.id, error: 'Dana Whitfield has no bank account in Stripe yet. We emailed them a reminder to add one.', code: 'stripe_bank_missing' }],
    };
    const { user, calls } = open('/invoices-to-pay', { answers: { 'payouts.pay_multiple': () => HttpResponse.json(answer) } });
    const pay = await screen.findByRole('button', { name: 'Pay Multiple Invoices (0)' }, { timeout: 15_000 });
    expect(pay).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Select invoice #92' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice #90' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice #91' }));
    await user.click(screen.getByRole('button', { name: 'Pay Multiple Invoices (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay 2 invoices?' }));
    expect(await dialog.findByText(/^\$827\.20 in all\. .* scheduled and transferred in 10 days\.$/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Invoice #90: Fast payment has been processed successfully!')).toBeInTheDocument();
    const refused = screen.getByRole('alert');
    expect(refused).toHaveTextContent('1 invoice not paid');
    expect(refused).toHaveTextContent('Invoice #91: Dana Whitfield has no bank account in Stripe yet. We emailed them a reminder to add one. (Reminder emailed to Dana Whitfield)');
    expect(calls('payouts.pay_multiple')[0]?.body).toEqual({ invoices: [{ invoice_id: fast.id }, { invoice_id: slow.id }] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Multiple Invoices (0)' })).toBeDisabled());
  });
});
