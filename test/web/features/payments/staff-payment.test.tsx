// The staff's payment actions in the appointment drawer of /schedule: card checkout of the unpaid
// lines, and an in-person payment recorded for the remaining balance.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { recordingHandler } from '#test/support/msw/api-handlers.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { mayaAppointment, scheduleOf } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('#web/features/payments/api/payments-keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/payments/api/payments-keys.ts')>()),
  goToCheckout,
}));

async function openMaya(payments: ReturnType<typeof paymentsHandlers>) {
  server.use(...scheduleHandlers(calendarApi()).handlers, ...payments.handlers);
  const { user } = renderApp('/schedule', { signedInAs: { staff: employeeProfile } });
  await user.click(await screen.findByText(/Maya Lopez · Forehead Lines – 20 units \(Booked\)/, {}, { timeout: 15_000 }));
  return { user, drawer: within(await screen.findByRole('dialog', { name: 'Appointment' })) };
}

describe('payments in the appointment drawer', { timeout: 60_000 }, () => {
  it('records the remaining balance in cash and says so', async () => {
    const payments = paymentsHandlers({ paidSchedule: scheduleOf(mayaAppointment, { paid_amount_cents: 30_000, remaining_amount_cents: 0, payment_state: 'paid' }) });
    const { user, drawer } = await openMaya(payments);
    await user.click(await drawer.findByRole('button', { name: 'Mark remaining as paid (in person)' }));
    const form = within(drawer.getByRole('group', { name: 'Record an in-person payment' }));
    expect(form.getByLabelText('Amount')).toHaveValue('300.00');
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '301');
    expect(form.getByText('At most $300.00')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '120.50');
    await user.click(form.getByRole('radio', { name: 'Card terminal' }));
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment Done!')).toBeInTheDocument();
    expect(payments.remainingPaid[0]).toEqual({ params: { id: mayaAppointment.id }, body: { method: 'card_terminal', amount_cents: 12_050 } });
  });

  it('sends the unpaid lines to hosted Checkout with the amount it shows', async () => {
    const payments = paymentsHandlers({ checkoutUrl: 'http://127.0.0.1:9/c/pay/cs_test_staff' });
    const { user, drawer } = await openMaya(payments);
    await user.click(await drawer.findByRole('button', { name: 'Pay $300.00 by card' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:9/c/pay/cs_test_staff'));
    // Back to the same schedule view once paid (issue 22).
    expect(payments.staffCheckout[0]?.body).toMatchObject({ appointment_id: mayaAppointment.id, amount_cents: 30_000, selected_products: [], return_to: '/schedule' });
  });

  it('confirms the payment when Checkout returns to the schedule, then drops the payment from the address', async () => {
    const confirm = recordingHandler('payments.confirm_payment', () => HttpResponse.json({ status: 'success' as const, schedule: scheduleOf(mayaAppointment) }));
    server.use(...scheduleHandlers(calendarApi()).handlers, ...paymentsHandlers().handlers, confirm.handler);
    const { router } = renderApp(`/schedule?date=2026-11-24&payment_success=true&session_id=cs_test_back&schedule_id=${mayaAppointment.id}`, { signedInAs: { staff: employeeProfile } });
    expect(await screen.findByText('Payment received.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(confirm.calls.map((c) => c.body)).toEqual([{ session_id: 'cs_test_back', schedule_id: mayaAppointment.id }]);
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?date=2026-11-24&schedule_id=${mayaAppointment.id}`));
  });
});
