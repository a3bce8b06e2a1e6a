import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { fill } from '#test/web/form-helpers.ts';
import { location, today } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';
import { addDays } from '#web/lib/zoned-time.ts';

describe('Manage Shifts', { timeout: 30_000 }, () => {
  it('applies weekday time rows to a date range at one location', async () => {
    const { handlers, calls } = scheduleHandlers(calendarApi());
    server.use(...handlers);
    const { user } = renderApp('/schedule', { signedInAs: { staff: employeeProfile } });

    await user.click(await screen.findByRole('button', { name: 'Manage Shifts' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Shifts' }));
    expect(dialog.getByRole('button', { name: 'Apply Shift Schedule' })).toBeDisabled();
    expect(dialog.getByText('Apply this shift schedule to the following dates:')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add Times on Monday' }));
    await user.click(dialog.getByRole('button', { name: 'Add Times on Monday' }));
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
