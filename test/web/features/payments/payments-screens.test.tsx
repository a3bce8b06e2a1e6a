// The payment screens: the success page, Pay deposit / Pay remaining balance, saved cards, and the
// staff's in-person payment in the appointment drawer. Amounts always come from the server's answer.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionStatusResponse } from '#functions/contract/payments.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { appointmentFixture, at, scheduleOf } from '#test/web/features/schedule/schedule-fixtures.ts';
import { bookingApi, tomorrow } from '#test/web/features/booking/booking-test-api.ts';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('#web/features/payments/api/payments-keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/payments/api/payments-keys.ts')>()),
  goToCheckout,
}));

const booked = appointmentFixture({ id: '01JB6SS0000000000000000021', date: tomorrow, start_time: at(tomorrow, '15:00'), end_time: at(tomorrow, '15:30'), paid_amount_cents: 5_000, remaining_amount_cents: 25_000, payment_state: 'partially_paid' });
const pending = appointmentFixture({ id: '01JB6SS0000000000000000022', date: tomorrow, start_time: at(tomorrow, '16:00'), end_time: at(tomorrow, '16:30'), status: 'pending_deposit' });
const client = { client: clientProfileFixture() };

const statusOf = (over: Partial<SessionStatusResponse>): SessionStatusResponse => ({
  status: 'complete', payment_status: 'paid', schedule: scheduleOf(booked, { status: 'booked' }), ...over,
});

beforeEach(() => goToCheckout.mockReset());

describe('the payment success page', { timeout: 30_000 }, () => {
  it('shows "Payment received" with the appointment and the balance from the server', async () => {
    server.use(...paymentsHandlers({ sessionStatuses: [statusOf({})] }).handlers);
    renderApp('/clients/payment/success?session_id=cs_test_abc&schedule_id=01JB6SS0000000000000000021', { signedInAs: client });
    expect(await screen.findByText('Payment received', {}, { timeout: 15_000 })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your appointment' }));
    expect(summary.getByText('$250.00')).toBeInTheDocument();
    expect(summary.getByText('Booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your appointments' })).toHaveAttribute('href', '/clients/appointments');
  });

  it('says the payment is processing while Stripe has not reported it', async () => {
    server.use(...paymentsHandlers({ sessionStatuses: [statusOf({ status: 'open', payment_status: 'unpaid', schedule: scheduleOf(pending) })] }).handlers);
    renderApp('/clients/payment/success?session_id=cs_test_abc', { signedInAs: client });
    expect(await screen.findByText('Payment is processing…', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('paying and saved cards on Your Appointments', { timeout: 30_000 }, () => {
  it('offers Pay deposit and Pay remaining balance, going to Checkout with the server’s URL', async () => {
    const payments = paymentsHandlers({ checkoutUrl: 'http://127.0.0.1:9/c/pay/cs_test_dep', payingSchedule: scheduleOf(pending) });
    server.use(...scheduleHandlers({ ...bookingApi(), myAppointments: [booked, pending] }).handlers, ...payments.handlers);
    const { user } = renderApp('/clients/appointments', { signedInAs: client });
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    await user.click(upcoming.getByRole('button', { name: 'Pay deposit' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:9/c/pay/cs_test_dep'));
    expect(payments.remainingPay[0]?.params).toEqual({ id: pending.id });
    expect(upcoming.getByRole('button', { name: 'Pay remaining balance' })).toBeInTheDocument();
  });

  it('lists saved cards, removes one after asking, and says when there are none', async () => {
    const card = { id: 'pm_1', name: 'Visa ending in 4242', card_type: 'visa', last4: '4242', expiry: '12/2029', date_added: 'November 23, 2026' };
    const payments = paymentsHandlers({ cards: [card] });
    server.use(...scheduleHandlers(bookingApi()).handlers, ...payments.handlers);
    const { user } = renderApp('/clients/appointments', { signedInAs: client });
    const section = within(await screen.findByRole('region', { name: 'Saved cards' }, { timeout: 15_000 }));
    expect(await section.findByText('Visa ending in 4242')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(section.getByRole('button', { name: 'Yes' }));
    expect(await section.findByText('No credit cards found for this customer.')).toBeInTheDocument();
    expect(payments.removeCard[0]?.body).toEqual({ paymentMethodId: 'pm_1' });
    await user.click(section.getByRole('button', { name: 'Add a card' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:1/c/pay/cs_test_x'));
  });
});
