import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { dana, location } from '#test/web/features/schedule/schedule-fixtures.ts';
import { bookingApi } from '#test/web/features/booking/booking-test-api.ts';

describe('the booking home and Your Appointments', { timeout: 30_000 }, () => {
  it('shows each location with its practitioners to any visitor', async () => {
    window.localStorage.clear();
    server.use(...scheduleHandlers(bookingApi()).handlers);
    renderApp('/clients', { signedInAs: 'nobody' });

    expect(await screen.findByRole('heading', { name: 'Welcome to our online booking site' }, { timeout: 15_000 })).toBeInTheDocument();
    const card = within(await screen.findByRole('region', { name: location.name }));
    expect(card.getByRole('link', { name: `Book with ${dana.name}` })).toHaveAttribute('href', `/clients/schedule/${dana.id}?location_id=${location.id}`);
  });

  it('lists upcoming appointments with amounts and cancels one after asking', async () => {
    const { handlers } = scheduleHandlers(bookingApi());
    let cancelled = '';
    const { apiHandler } = await import('#test/support/msw/api-handlers.ts');
    const { HttpResponse } = await import('msw');
    server.use(
      ...handlers,
      ...paymentsHandlers().handlers,
      apiHandler('payments.client_cancel', ({ params }) => {
        cancelled = String(params.id);
        return HttpResponse.json({ message: 'Appointment cancelled.' as const });
      }),
    );
    const { user } = renderApp('/clients/appointments', { signedInAs: { client: clientProfileFixture() } });

    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    expect(upcoming.getByText('Remaining Balance')).toBeInTheDocument();
    expect(upcoming.getAllByText('$300.00')).toHaveLength(2);
    expect(upcoming.getByText('Booked')).toBeInTheDocument();
    await user.click(upcoming.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(upcoming.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
    expect(cancelled).toBe('01JB6SS0000000000000000009');
  });
});
