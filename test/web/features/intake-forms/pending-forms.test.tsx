// "Intake form pending" where REFERENCE §5 shows appointments (issue 19): the staff appointment drawer
// links to filling the form in for the client; the client's "Your Appointments" links to their form.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';
import { bookingApi } from '#test/web/features/booking/booking-test-api.ts';
import { mayaAppointment, scheduleOf } from '#test/web/features/schedule/schedule-fixtures.ts';
import { intakeFormFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

const form = intakeFormFixture();
const pending = [{ id: form.id, name: form.name }];

describe('intake forms pending on appointments', { timeout: 60_000 }, () => {
  it('the staff drawer names the pending form with a link to fill it in for the client', async () => {
    const api = calendarApi();
    api.schedules[mayaAppointment.id] = scheduleOf(mayaAppointment, { intake_forms_pending: pending });
    server.use(...scheduleHandlers(api).handlers);
    const { user } = renderApp('/schedule', { signedInAs: { staff: employeeProfile } });
    await user.click(await screen.findByText(/Maya Lopez · Forehead Lines/, {}, { timeout: 30_000 }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Appointment' }));
    expect(await drawer.findByText('Intake form pending')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: `Fill in for the client: ${form.name}` }))
      .toHaveAttribute('href', `/intake-form-preview/${form.id}?client_id=${mayaAppointment.client.id}`);
  });

  it("the client's upcoming appointment names it with a link to their form; a past one does not", async () => {
    const api = bookingApi();
    const [upcoming] = api.myAppointments ?? [];
    if (!upcoming) throw new Error('fixture');
    const past = { ...mayaAppointment, id: '01JB6SS0000000000000000008', start_time: '2026-01-05T15:00:00.000Z', end_time: '2026-01-05T15:30:00.000Z', intake_forms_pending: pending };
    api.myAppointments = [{ ...upcoming, intake_forms_pending: pending }, past];
    server.use(...scheduleHandlers(api).handlers, ...paymentsHandlers({}).handlers);
    renderApp('/clients/appointments', { signedInAs: { client: clientProfileFixture() } });
    const soon = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    expect(soon.getByText('Intake form pending')).toBeInTheDocument();
    expect(soon.getByRole('link', { name: `Fill in: ${form.name}` })).toHaveAttribute('href', `/clients/intake-form/${form.id}`);
    expect(within(screen.getByRole('region', { name: 'Past' })).queryByText('Intake form pending')).not.toBeInTheDocument();
  });
});
