// The cancellation policy on the booking confirm step (issue 24): shown before Confirm (nothing when
// it charges nothing); with a saved card required and none saved, the client is sent to add one and
// comes back to confirm; the server's 409 `card_required` is shown with the same action.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfigResponse } from '#functions/contract/system.ts';
import type { SavedCard } from '#functions/contract/payments.ts';
import { apiHandler } from '#test/support/msw/api-handlers.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { formsHandlers } from '#test/support/msw/forms-handlers.ts';
import { scheduleHandlers, type ScheduleApi } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { sessionHandlers } from '#test/support/msw/session-handlers.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { practiceConfig } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { bookingApi, tomorrow } from '#test/web/features/booking/booking-test-api.ts';
import { at, dana, foreheadLines, location, zone } from '#test/web/features/schedule/schedule-fixtures.ts';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('#web/features/payments/api/payments-keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/payments/api/payments-keys.ts')>()),
  goToCheckout,
}));

const client = clientProfileFixture();
const policy = { window_hours: 24, late_cancel_fee_cents: 2500, no_show_fee_cents: 5000 };
const visa: SavedCard = { id: 'pm_visa', name: 'Visa ending in 4242', card_type: 'visa', last4: '4242', expiry: '12/2029', date_added: 'November 02, 2026' };

function openConfirm(config: Partial<ConfigResponse>, { api = bookingApi(), cards = [] as SavedCard[] } = {}) {
  window.localStorage.setItem('carebook.booking-choice', JSON.stringify({
    location_id: location.id, location_name: location.name, timezone: zone, employee_id: dana.id, employee_name: dana.name,
    treatment_ids: [foreheadLines.id], slot: { date: tomorrow, start_time: at(tomorrow, '15:00'), end_time: at(tomorrow, '15:30') }, awaiting_sign_in: false, saved_at: Date.now(),
  }));
  const schedule = scheduleHandlers(api);
  const payments = paymentsHandlers({ cards, checkoutUrl: 'http://127.0.0.1:1/c/pay/cs_test_card' });
  // The config first: the sign-in's handlers answer the default one.
  const configHandler = apiHandler('system.config', () => HttpResponse.json({ ...practiceConfig, ...config }));
  server.use(...schedule.handlers, ...payments.handlers, ...formsHandlers({}).handlers, configHandler, ...sessionHandlers({ client }));
  return { ...renderApp('/clients/payment/confirm_payment'), calls: schedule.calls, payments };
}

describe('the cancellation policy when booking', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    goToCheckout.mockReset();
  });

  it('shows the policy in force before Confirm', async () => {
    openConfirm({ cancellation_policy: policy });
    await screen.findByRole('button', { name: 'Confirm' }, { timeout: 15_000 });
    expect(await screen.findByRole('note', { name: 'Cancellation policy' })).toHaveTextContent(
      'Cancelling less than 24 hours before the start costs $25.00, less what you have already paid. Missing the appointment costs $50.00. Fees are charged to your saved card.',
    );
  });

  it('shows no policy when both fees are 0', async () => {
    openConfirm({});
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.queryByRole('note', { name: 'Cancellation policy' })).not.toBeInTheDocument();
  });

  it('sends a client without a saved card to add one, returning to this step, before Confirm', async () => {
    const { user, payments, calls } = openConfirm({ cancellation_policy: policy, card_required_for_online_booking: true });
    expect(await screen.findByText('Please add a card to book online.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:1/c/pay/cs_test_card'));
    expect(payments.saveCard.map((c) => c.body)).toEqual([{ return_to: 'confirm_booking' }]);
    expect(calls.book).toEqual([]);
  });

  it('books at once with a saved card', async () => {
    openConfirm({ card_required_for_online_booking: true }, { cards: [visa] });
    const confirm = await screen.findByRole('button', { name: 'Confirm' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(confirm).toBeEnabled(), { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'Add a card' })).not.toBeInTheDocument();
  });

  it('asks no card when the practitioner takes a deposit (it pays with its own)', async () => {
    const api: ScheduleApi = bookingApi();
    if (api.practitioner) api.practitioner = { ...api.practitioner, require_deposit: true };
    openConfirm({ card_required_for_online_booking: true }, { api });
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add a card' })).not.toBeInTheDocument();
  });

  it("shows the server's 409 card_required on this step with the Add a card action", async () => {
    const api = bookingApi();
    api.refuse = { 'schedule.client_book': { status: 409, code: 'card_required', message: 'Please add a card to book online.' } };
    const { user, calls } = openConfirm({}, { api });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add a card to book online.');
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
    expect(calls.book).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Confirm your appointment' })).toBeInTheDocument();
  });
});
