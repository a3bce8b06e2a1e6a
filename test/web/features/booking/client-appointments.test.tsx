// `/clients/appointments` (issue 22 fixes 1 and 2): a booking waiting for its deposit says until when
// its time is held, in the location's zone; a past appointment with a balance offers "Pay remaining
// balance"; a cancelled appointment, even a future one, is listed under Cancelled, never under Past.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { appointmentFixture, at } from '#test/web/features/schedule/schedule-fixtures.ts';
import { bookingApi, tomorrow } from '#test/web/features/booking/booking-test-api.ts';
import { addDays, formatMoment } from '#web/lib/zoned-time.ts';

const lastWeek = addDays(tomorrow, -8);
const nextWeek = addDays(tomorrow, 6);
// The hold's expiry as the server sends it (35 minutes from booking).
const holdUntil = `${tomorrow}T16:35:00.000Z`;
const pending = appointmentFixture({ id: '01JB6SS0000000000000000031', date: tomorrow, start_time: at(tomorrow, '16:00'), end_time: at(tomorrow, '16:30'), status: 'pending_deposit', hold_expires_at: holdUntil });
const pastOwing = appointmentFixture({ id: '01JB6SS0000000000000000032', date: lastWeek, start_time: at(lastWeek, '10:00'), end_time: at(lastWeek, '10:30'), status: 'arrived', remaining_amount_cents: 30_000 });
const cancelledSoon = appointmentFixture({ id: '01JB6SS0000000000000000033', date: nextWeek, start_time: at(nextWeek, '11:00'), end_time: at(nextWeek, '11:30'), status: 'cancelled' });

function openList() {
  server.use(...scheduleHandlers({ ...bookingApi(), myAppointments: [pending, pastOwing, cancelledSoon] }).handlers, ...paymentsHandlers({}).handlers);
  return renderApp('/clients/appointments', { signedInAs: { client: clientProfileFixture() } });
}

describe('Your Appointments', { timeout: 30_000 }, () => {
  it('says until when a booking waiting for its deposit is held, in the location’s zone', async () => {
    openList();
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    // `Nov 27, 2026, 10:35 AM CST`: the location's wall clock and zone, not the browser's.
    const when = formatMoment(holdUntil, 'America/Chicago');
    expect(when).toMatch(/10:35 AM C[SD]T|11:35 AM CDT/);
    expect(upcoming.getByText(`Your time is held until ${when}. Pay the deposit before then, or the time is released.`)).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: 'Pay deposit' })).toBeInTheDocument();
  });

  it('offers Pay remaining balance on a past appointment with money left', async () => {
    openList();
    const past = within(await screen.findByRole('region', { name: 'Past' }, { timeout: 15_000 }));
    expect(past.getAllByRole('article')).toHaveLength(1);
    expect(past.getByRole('button', { name: 'Pay remaining balance' })).toBeInTheDocument();
    expect(past.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  it('lists a cancelled future appointment under Cancelled, with nothing to pay or cancel', async () => {
    openList();
    const cancelled = within(await screen.findByRole('region', { name: 'Cancelled' }, { timeout: 15_000 }));
    const [card] = cancelled.getAllByRole('article');
    expect(card).toHaveTextContent('Cancelled');
    expect(cancelled.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Past' })).queryByText(/Cancelled/)).not.toBeInTheDocument();
  });
});
