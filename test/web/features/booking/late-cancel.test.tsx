// A client's late cancel (issue 24): under a policy with a fee, Cancel first asks the server what
// cancelling now costs (a dry run) and says so before Yes; each appointment states the policy it was
// booked under once, in one note (the Reschedule form does not repeat it). Without a fee nothing is
// previewed.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '#test/support/msw/api-handlers.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { bookingApi } from '#test/web/features/booking/booking-test-api.ts';

const policy = { window_hours: 48, late_cancel_fee_cents: 2500, no_show_fee_cents: 4000 };

function openAppointments(withPolicy: typeof policy | null) {
  const api = bookingApi();
  api.myAppointments = (api.myAppointments ?? []).map((a) => ({ ...a, cancellation_policy: withPolicy }));
  const requests: string[] = [];
  server.use(
    ...scheduleHandlers(api).handlers,
    ...paymentsHandlers().handlers,
    apiHandler('payments.client_cancel', ({ request, params }) => {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      if (url.searchParams.get('preview') === 'true') return HttpResponse.json({ fee_cents: 1500 });
      // Like the server: the list read after the cancel has it under Cancelled, so its card (and the
      // Cancel button that asked) is gone by the time the answer has been handled.
      api.myAppointments = (api.myAppointments ?? []).map((a) => (a.id === params.id ? { ...a, status: 'cancelled' as const } : a));
      return HttpResponse.json({ message: 'Appointment cancelled.' as const });
    }),
  );
  return { ...renderApp('/clients/appointments', { signedInAs: { client: clientProfileFixture() } }), requests };
}

describe('cancelling late', { timeout: 30_000 }, () => {
  it('shows the policy, asks the server for the cost first and says it before Yes', async () => {
    const { user, requests } = openAppointments(policy);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    expect(upcoming.getByRole('note', { name: 'Cancellation policy' })).toHaveTextContent(
      'Cancelling less than 48 hours before the start costs $25.00, less what you have already paid. Missing the appointment costs $40.00.',
    );

    await user.click(upcoming.getByRole('button', { name: 'Cancel appointment' }));
    const question = within(await upcoming.findByRole('group', { name: 'Cancel this appointment?' }));
    expect(question.getByText('Cancelling now costs $15.00, charged to your saved card.')).toBeInTheDocument();
    expect(requests).toEqual(['/api/client/schedules/01JB6SS0000000000000000009?preview=true']);

    await user.click(question.getByRole('button', { name: 'Yes' }));
    const cancelled = within(await screen.findByRole('region', { name: 'Cancelled' }));
    expect(cancelled.getAllByRole('article')).toHaveLength(1);
    // The confirmation is shown although the button that asked has been unmounted by then.
    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
    expect(requests).toEqual(['/api/client/schedules/01JB6SS0000000000000000009?preview=true', '/api/client/schedules/01JB6SS0000000000000000009']);
  });

  it('states the policy once, in one note, also while rescheduling', async () => {
    const { user } = openAppointments(policy);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    await user.click(upcoming.getByRole('button', { name: 'Reschedule' }));
    await upcoming.findByRole('region', { name: 'Reschedule' });
    const said = upcoming.getAllByText(/before it starts|before the start/);
    const note = upcoming.getByRole('note', { name: 'Cancellation policy' });
    expect(said).toHaveLength(1);
    expect(note).toContainElement(said[0] ?? null);
    expect(note).toHaveTextContent(
      'You can move it online until 48 hours before it starts. Cancelling less than 48 hours before the start costs $25.00',
    );
  });

  it('asks without a preview, and names no fee, when the appointment carries none', async () => {
    const { user, requests } = openAppointments(null);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    expect(upcoming.getByRole('note', { name: 'Cancellation policy' })).not.toHaveTextContent(/costs/);
    await user.click(upcoming.getByRole('button', { name: 'Cancel appointment' }));
    expect(await upcoming.findByRole('group', { name: 'Cancel this appointment?' })).not.toHaveTextContent(/costs/);
    expect(requests).toEqual([]);
  });
});
