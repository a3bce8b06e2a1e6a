import { screen, within } from '@testing-library/react';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { fill } from '#test/web/form-helpers.ts';
import { location, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';
import { addDays } from '#web/lib/zoned-time.ts';

describe('Manage Shifts', { timeout: 30_000 }, () => {
  it('opens with the current hours of each weekday in the coming week', async () => {
    const api = calendarApi();
    const tomorrow = addDays(today, 1);
    api.availabilities = [{ id: '01JB6SV0000000000000000009', employee_id: employeeProfile.id, availability_date: tomorrow, location, timezone: zone, availability_timings: [
      { id: '01JB6SW0000000000000000008', start_time: '08:00', end_time: '12:00' }, { id: '01JB6SW0000000000000000009', start_time: '13:00', end_time: '18:30' },
    ] }];
    server.use(...scheduleHandlers(api).handlers);
    const { user } = renderApp('/schedule', { signedInAs: { staff: employeeProfile } });

    await user.click(await screen.findByRole('button', { name: 'Manage Shifts' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Shifts' }));
    const day = Temporal.PlainDate.from(tomorrow).toLocaleString('en-US', { weekday: 'long' });
    expect(await dialog.findByLabelText(`${day} start 1`)).toHaveValue('08:00');
    expect(dialog.getByLabelText(`${day} end 2`)).toHaveValue('18:30');
    expect(dialog.queryByLabelText(`${Temporal.PlainDate.from(today).toLocaleString('en-US', { weekday: 'long' })} start 1`)).not.toBeInTheDocument();
  });

  it('applies weekday time rows to a date range at one location', async () => {
    const api = calendarApi();
    api.availabilities = [];
    const { handlers, calls } = scheduleHandlers(api);
    server.use(...handlers);
    const { user } = renderApp('/schedule', { signedInAs: { staff: employeeProfile } });

    await user.click(await screen.findByRole('button', { name: 'Manage Shifts' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Shifts' }));
    expect(dialog.getByRole('button', { name: 'Apply Shift Schedule' })).toBeDisabled();
    expect(dialog.getByText('Apply this shift schedule to the following dates:')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add Times on Monday' }));
    await user.click(dialog.getByRole('button', { name: 'Add Times on Monday' }));
    // A second row starts where the first ends, so adding one never overlaps.
    expect(dialog.getByLabelText('Monday start 2')).toHaveValue('17:00');
    expect(dialog.getByLabelText('Monday end 2')).toHaveValue('18:00');
    await fill(user, dialog.getByLabelText('Monday end 2'), '17:00');
    await fill(user, dialog.getByLabelText('Monday end 1'), '12:00');
    await fill(user, dialog.getByLabelText('Monday start 2'), '13:00');
    await user.click(dialog.getByRole('button', { name: 'Add Times on Friday' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Apply For all locations?' }));
    await user.click(dialog.getByRole('button', { name: 'Apply Shift Schedule' }));

    expect(await screen.findByText('The shift schedule was applied.')).toBeInTheDocument();
    expect(calls.saveAvailability).toEqual([
      {
        params: {},
        body: {
          availability: {
            employee_id: employeeProfile.id,
            location_id: location.id,
            start_date: today,
            end_date: addDays(today, 27),
            update_all_my_locations: true,
            availability_timings: [
              { day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }, { start_time: '13:00', end_time: '17:00' }] },
              { day: 'friday', timings: [{ start_time: '09:00', end_time: '17:00' }] },
            ],
          },
        },
      },
    ]);
  });
});
