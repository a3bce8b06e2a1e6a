import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers, slotUnavailable, type ScheduleApi } from '#test/support/msw/schedule-handlers.ts';
import { formsHandlers, type FormsApi } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp, type RenderAppOptions } from '#test/web/render-app.tsx';
import { at, dana, foreheadLines, location } from '#test/web/features/schedule/schedule-fixtures.ts';
import { bookingApi, tomorrow } from '#test/web/features/booking/booking-test-api.ts';
import { intakeFormFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

const client = clientProfileFixture({ notification_settings: { email_reminder_2_days: true } });
const practitionerPage = `/clients/schedule/${dana.id}?location_id=${location.id}`;

function open(path: string, signedInAs: RenderAppOptions['signedInAs'], api: ScheduleApi = bookingApi(), forms: FormsApi = {}) {
  const { handlers, calls } = scheduleHandlers(api);
  // Your Appointments also lists the saved cards (the payments screens); confirm lists the intake forms.
  server.use(...handlers, ...paymentsHandlers().handlers, ...formsHandlers(forms).handlers);
  return { ...renderApp(path, { signedInAs }), calls };
}

async function chooseFirstTime(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: foreheadLines.name }, { timeout: 15_000 }));
  expect(screen.getByText('Selected: 1')).toBeInTheDocument();
  expect(await screen.findByText(/times are in America\/Chicago \(C[SD]T\)/)).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: '3:00 PM' }));
}

describe('booking online', { timeout: 30_000 }, () => {
  // The choice lives in localStorage, which outlives a test.
  beforeEach(() => window.localStorage.clear());

  it('goes from treatments to free times to confirm, and books with the chosen reminders', async () => {
    const { user, calls, router } = open(practitionerPage, { client });
    await chooseFirstTime(user);

    expect(await screen.findByRole('heading', { name: 'Confirm your appointment' })).toBeInTheDocument();
    expect(await screen.findByText(/with/)).toHaveTextContent(`with ${dana.name} at ${location.name}`);
    expect(screen.getByRole('checkbox', { name: 'Email me 2 days before' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email me 24 hours before' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Email me 24 hours before' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Your Appointments' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients/appointments');
    expect(calls.book).toEqual([
      {
        params: {},
        body: { employee_id: dana.id, location_id: location.id, date: tomorrow, start_time: at(tomorrow, '15:00'), end_time: at(tomorrow, '15:30'), treatment_ids: [foreheadLines.id], reminder: ['email_48', 'email_24'] },
      },
    ]);
    expect(window.localStorage.getItem('carebook.booking-choice')).toBeNull();
  });

  it("returns to the free times with the server's message when the time was taken (409)", async () => {
    const api = bookingApi();
    api.refuse = { 'schedule.client_book': slotUnavailable };
    const { user } = open(practitionerPage, { client }, api);
    await chooseFirstTime(user);

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This time is no longer available. Please choose another slot.');
    expect(screen.getByRole('heading', { name: 'Book an Appointment' })).toBeInTheDocument();
    // The treatments are kept; only the time must be chosen again.
    expect(screen.getByRole('checkbox', { name: foreheadLines.name })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Dates' })).toBeInTheDocument();
  });

  it('keeps a signed-out choice and replays it after sign-in', async () => {
    const signedOut = open(practitionerPage, 'nobody');
    await chooseFirstTime(signedOut.user);
    expect(await screen.findByRole('heading', { name: 'Hello. Are you a current client?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/clients/signin');
    signedOut.unmount();

    // Signed in, the booking home sends them on to confirm what they chose.
    open('/clients', { client });
    expect(await screen.findByRole('heading', { name: 'Confirm your appointment' }, { timeout: 15_000 })).toBeInTheDocument();
    const summary = within((await screen.findByRole('heading', { name: 'Your appointment' })).closest('div') as HTMLElement);
    expect(summary.getByText(foreheadLines.name)).toBeInTheDocument();
    // The line and the total.
    expect(summary.getAllByText('$300.00')).toHaveLength(2);
  });

  it('lists the automatic intake forms and blocks Confirm until they are submitted', async () => {
    const pending = intakeFormFixture({ submitted: false });
    const manual = intakeFormFixture({ id: '01JB6SF0000000000000000002', name: 'Photo release', prompt_type: 'manual', submitted: false });
    const { user, calls } = open(practitionerPage, { client }, bookingApi(), { clientForms: { [foreheadLines.id]: [pending, manual] } });
    await chooseFirstTime(user);

    const link = await screen.findByRole('link', { name: pending.name });
    expect(link).toHaveAttribute('href', `/clients/intake-form/${pending.id}?back=confirm`);
    expect(screen.queryByRole('link', { name: manual.name })).not.toBeInTheDocument();
    expect(screen.queryByText('Submitted')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out the intake forms before confirming.');
    expect(calls.book).toEqual([]);
  });

  it('shows ✓ for a submitted form and books; the server\'s 409 intake_forms_required is shown the same way', async () => {
    const api = bookingApi();
    api.refuse = { 'schedule.client_book': { status: 409, code: 'intake_forms_required', message: 'Please fill out the intake forms before confirming.' } };
    const { user, calls } = open(practitionerPage, { client }, api, { clientForms: { [foreheadLines.id]: [intakeFormFixture({ submitted: true })] } });
    await chooseFirstTime(user);

    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out the intake forms before confirming.');
    expect(calls.book).toHaveLength(1);
    // Still on the confirm step with the choice kept, not sent back to choose a time.
    expect(screen.getByRole('heading', { name: 'Confirm your appointment' })).toBeInTheDocument();
  });
});
