// The card on file in the appointment drawer of /schedule (issues 22, 24): "Charge card on file" for
// the balance (a saved card, the amount in dollars sent as exact cents; a decline and 409 already_paid
// shown), the fees charged or FAILED with "Retry charge", and Cancel with the late-cancellation fee.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '#functions/contract/payments.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import { apiErrorResponse, recordingHandler } from '#test/support/msw/api-handlers.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { mayaAppointment, scheduleOf } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';

const visa: SavedCard = { id: 'pm_visa', name: 'Visa ending in 4242', card_type: 'visa', last4: '4242', expiry: '12/2029', date_added: 'November 02, 2026' };
const amex: SavedCard = { id: 'pm_amex', name: 'American Express ending in 0005', card_type: 'amex', last4: '0005', expiry: '12/2029', date_added: 'November 01, 2026' };
const policy = { window_hours: 24, late_cancel_fee_cents: 2500, no_show_fee_cents: 4000 };
const declined = () => apiErrorResponse(402, 'card_declined', 'Your card was declined.');

async function openMaya(schedule: Schedule, answers: { charge?: () => Response; fee?: () => Response } = {}) {
  const api = calendarApi();
  api.schedules[mayaAppointment.id] = schedule;
  const paid = scheduleOf(mayaAppointment, { paid_amount_cents: 30_000, remaining_amount_cents: 0, payment_state: 'paid' });
  const charge = recordingHandler('payments.charge_card', answers.charge ?? (() => HttpResponse.json({ message: 'Card charged.' as const, schedule: paid })));
  const fee = recordingHandler('payments.charge_fee', answers.fee ?? (() => HttpResponse.json({ message: 'Fee charged.' as const, schedule })));
  const cancel = recordingHandler('payments.cancel', () => HttpResponse.json({ message: 'Appointment cancelled.' as const }));
  server.use(...scheduleHandlers(api).handlers, ...paymentsHandlers({ cards: [visa, amex] }).handlers, charge.handler, fee.handler, cancel.handler);
  const { user } = renderApp('/schedule', { signedInAs: { staff: employeeProfile } });
  await user.click(await screen.findByText(/Maya Lopez · Forehead Lines – 20 units/, {}, { timeout: 15_000 }));
  return { user, drawer: within(await screen.findByRole('dialog', { name: 'Appointment' })), charges: charge.calls, fees: fee.calls, cancels: cancel.calls };
}

describe('the card on file in the appointment drawer', { timeout: 60_000 }, () => {
  it('charges the chosen saved card for an amount typed in dollars, sent as exact cents', async () => {
    const { user, drawer, charges } = await openMaya(scheduleOf(mayaAppointment));
    await user.click(await drawer.findByRole('button', { name: 'Charge card on file' }));
    const form = within(drawer.getByRole('group', { name: 'Charge card on file' }));
    expect(form.getByLabelText('Amount')).toHaveValue('300.00');
    expect(await form.findByRole('radio', { name: 'Visa ending in 4242 (expires 12/2029)' })).toBeChecked();
    await user.click(form.getByRole('radio', { name: 'American Express ending in 0005 (expires 12/2029)' }));
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '120.10');
    await user.click(form.getByRole('button', { name: 'Charge $120.10' }));

    expect(await screen.findByText('Card charged.')).toBeInTheDocument();
    expect(charges).toEqual([{ params: { id: mayaAppointment.id }, body: { payment_method_id: 'pm_amex', amount_cents: 12_010 } }]);
  });

  it("shows a decline with Stripe's message, and 409 already_paid, beside the form", async () => {
    let answer = declined;
    const { user, drawer } = await openMaya(scheduleOf(mayaAppointment), { charge: () => answer() });
    await user.click(await drawer.findByRole('button', { name: 'Charge card on file' }));
    const form = within(drawer.getByRole('group', { name: 'Charge card on file' }));
    await form.findByRole('radio', { name: 'Visa ending in 4242 (expires 12/2029)' });
    await user.click(form.getByRole('button', { name: 'Charge $300.00' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Your card was declined.');
    answer = () => apiErrorResponse(409, 'already_paid', 'Nothing left to pay.');
    await user.click(form.getByRole('button', { name: 'Charge $300.00' }));
    expect(await form.findByText('Nothing left to pay.')).toBeInTheDocument();
  });

  it("shows a no-show fee that FAILED with Stripe's message, and Retry charge asks the server again", async () => {
    const failed = { id: '01JB6SP0000000000000000001', kind: 'no_show_fee' as const, method: 'card_online' as const, amount_cents: 4000, status: 'failed' as const, paid_at: null, failure_message: 'Your card was declined.' };
    const schedule = scheduleOf(mayaAppointment, { status: 'no_show', cancellation_policy: policy, payments: [failed] });
    const { user, drawer, fees } = await openMaya(schedule, { fee: declined });
    const group = within(await drawer.findByRole('group', { name: 'Fees' }));
    expect(group.getByText('No-show fee $40.00: FAILED — Your card was declined.')).toBeInTheDocument();
    await user.click(group.getByRole('button', { name: 'Retry charge' }));
    expect(await group.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(fees).toEqual([{ params: { id: mayaAppointment.id }, body: undefined }]);
  });

  it('shows a fee that was charged, without Retry', async () => {
    const paidFee = { id: '01JB6SP0000000000000000002', kind: 'no_show_fee' as const, method: 'card_online' as const, amount_cents: 4000, status: 'paid' as const, paid_at: '2026-11-20T18:00:00.000Z', failure_message: null };
    const { drawer } = await openMaya(scheduleOf(mayaAppointment, { status: 'no_show', cancellation_policy: policy, payments: [paidFee] }));
    const group = within(await drawer.findByRole('group', { name: 'Fees' }));
    expect(group.getByText('No-show fee $40.00: charged to the saved card')).toBeInTheDocument();
    expect(group.queryByRole('button', { name: 'Retry charge' })).not.toBeInTheDocument();
  });

  it('cancels with the late-cancellation fee only when staff tick it', async () => {
    const { user, drawer, cancels } = await openMaya(scheduleOf(mayaAppointment, { cancellation_policy: policy }));
    await user.click(await drawer.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(drawer.getByRole('checkbox', { name: 'Charge the late-cancellation fee ($25.00, less what was paid)' }));
    await user.click(drawer.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
    expect(cancels.map((c) => c.body)).toEqual([{ charge_fee: true }]);
  });
});
