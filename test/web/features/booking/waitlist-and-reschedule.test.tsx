// The client's waitlist and self-rescheduling screens (issue 24) with msw: "Join the waitlist" under
// the free times sends the practitioner, location, treatments and the chosen days; a waitlist link
// preselects the treatments; Your waitlist leaves after asking; Reschedule shows the policy, picks a
// time with the booking slot picker and moves after asking, and a taken time says so.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '#functions/contract/waitlist.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { scheduleHandlers, slotUnavailable, type ScheduleApi } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { at, dana, foreheadLines, location, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';
import { bookingApi, tomorrow } from '#test/web/features/booking/booking-test-api.ts';
import { addDays } from '#web/lib/zoned-time.ts';

const client = clientProfileFixture();
const entry: WaitlistEntry = {
  id: '01JB6SW0000000000000000001', status: 'open', employee: dana, location: { ...location, timezone: zone },
  treatments: [{ id: foreheadLines.id, name: foreheadLines.name }], from_date: tomorrow, to_date: addDays(today, 7),
  created_at: new Date().toISOString(), last_notified_at: null,
};

function open(path: string, api: ScheduleApi = bookingApi()) {
  const { handlers, calls } = scheduleHandlers(api);
  server.use(...handlers, ...paymentsHandlers().handlers);
  return { ...renderApp(path, { signedInAs: { client } }), calls, api };
}

describe('the waitlist and rescheduling', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.clear());

  it('joins the waitlist for the chosen treatments and days from a waitlist link', async () => {
    const { user, calls } = open(`/clients/schedule/${dana.id}?location_id=${location.id}&treatment_ids=${foreheadLines.id}&date=${tomorrow}`);
    expect(await screen.findByRole('checkbox', { name: foreheadLines.name }, { timeout: 15_000 })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }, { timeout: 15_000 }));
    const form = within(screen.getByRole('form', { name: 'Join the waitlist' }));
    await user.clear(form.getByLabelText('To'));
    await user.type(form.getByLabelText('To'), addDays(today, 20));
    await user.click(form.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the waitlist. We will email you when a time opens up.')).toBeInTheDocument();
    expect(calls.waitlist.join[0]?.body).toEqual({ employee_id: dana.id, location_id: location.id, treatment_ids: [foreheadLines.id], from_date: today, to_date: addDays(today, 20) });
  });

  it('lists the waitlist on Your Appointments and leaves it after asking', async () => {
    const { user, calls } = open('/clients/appointments', { ...bookingApi(), waitlist: { mine: [entry] } });
    const section = within(await screen.findByRole('region', { name: 'Your waitlist' }, { timeout: 15_000 }));
    expect(section.getByText(`${foreheadLines.name} with ${dana.name} at ${location.name}`)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Leave waitlist' }));
    await user.click(section.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You have left the waitlist.')).toBeInTheDocument();
    expect(calls.waitlist.leave[0]?.params).toEqual({ id: entry.id });
  });

  it('reschedules with the slot picker after showing the policy and asking, and says when the time was taken', async () => {
    const api = bookingApi();
    api.myAppointments = (api.myAppointments ?? []).map((a) => ({ ...a, cancellation_policy: { window_hours: 24, late_cancel_fee_cents: 0, no_show_fee_cents: 0 } }));
    const moved = Object.values(api.schedules)[0];
    api.waitlist = { moved, refuse: { 'schedule.client_reschedule': slotUnavailable } };
    const { user, calls } = open('/clients/appointments', api);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 15_000 }));
    await user.click(upcoming.getByRole('button', { name: 'Reschedule' }));
    expect(await upcoming.findByText(/You can move it online until 24 hours before it starts\./)).toBeInTheDocument();
    await user.click(await upcoming.findByRole('button', { name: '3:30 PM' }));
    await user.click(upcoming.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This time is no longer available. Please choose another slot.')).toBeInTheDocument();

    api.waitlist.refuse = {};
    await user.click(await upcoming.findByRole('button', { name: '3:30 PM' }));
    await user.click(upcoming.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your appointment has been moved.')).toBeInTheDocument();
    expect(calls.waitlist.reschedule.at(-1)?.body).toEqual({ date: tomorrow, start_time: at(tomorrow, '15:30'), end_time: at(tomorrow, '16:00') });
  });
});
