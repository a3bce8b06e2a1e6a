// The confirm page says the deposit due before the client confirms (REFERENCE §5, issue 22 fix 1),
// by the server's own rule: the practitioner's `require_deposit`, the practice's amount (capped at the
// total) and the client's payment policy (waived, or the full amount).
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientProfile } from '#functions/contract/auth.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { formsHandlers } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { dana, foreheadLines, location } from '#test/web/features/schedule/schedule-fixtures.ts';
import { bookingApi } from '#test/web/features/booking/booking-test-api.ts';

const policy = { no_payment_required: false, requires_deposit: true, requires_full_payment: false, requires_credit_card_on_file: false };

async function confirmPage(requireDeposit: boolean, paymentPolicy: ClientProfile['online_booking_payment_policy'] = policy) {
  const api = bookingApi();
  if (api.practitioner) api.practitioner = { ...api.practitioner, require_deposit: requireDeposit };
  server.use(...scheduleHandlers(api).handlers, ...paymentsHandlers().handlers, ...formsHandlers({}).handlers);
  const { user } = renderApp(`/clients/schedule/${dana.id}?location_id=${location.id}`, { signedInAs: { client: clientProfileFixture({ online_booking_payment_policy: paymentPolicy }) } });
  await user.click(await screen.findByRole('checkbox', { name: foreheadLines.name }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('button', { name: '3:00 PM' }));
  expect(await screen.findByRole('heading', { name: 'Confirm your appointment' })).toBeInTheDocument();
}

describe('the deposit on the confirm page', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the deposit due and what is left for the appointment, before Confirm', async () => {
    await confirmPage(true);
    const deposit = Math.min(5000, foreheadLines.cost_cents);
    expect(await screen.findByText(`Deposit due now: ${formatMoney(deposit)}`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`The remaining \\${formatMoney(foreheadLines.cost_cents - deposit)} is due at your appointment`))).toBeInTheDocument();
  });

  it('says no deposit is required when the practitioner takes none', async () => {
    await confirmPage(false);
    expect(await screen.findByText('No deposit is required: you pay at your appointment.')).toBeInTheDocument();
  });

  it('says no deposit is required when the client’s policy waives payment', async () => {
    await confirmPage(true, { ...policy, no_payment_required: true });
    expect(await screen.findByText('No deposit is required: you pay at your appointment.')).toBeInTheDocument();
  });

  it('asks the full amount when the client’s policy requires full payment', async () => {
    await confirmPage(true, { ...policy, requires_full_payment: true });
    expect(await screen.findByText(`Payment due now: ${formatMoney(foreheadLines.cost_cents)}`)).toBeInTheDocument();
  });
});
