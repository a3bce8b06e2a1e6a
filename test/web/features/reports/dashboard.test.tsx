// Settings › Dashboard (REFERENCE §5, CB 11): three donuts whose numbers are also text (the legends),
// the filters sent to /api/dashboard, an empty state when nothing starts in the range, and the link
// among the settings sections.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '#functions/contract/reports.ts';
import { currentMonth } from '#web/features/reports/report-filters.ts';
import { reportHandlers } from '#test/support/msw/report-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { pick } from '#test/web/form-helpers.ts';
import { locations, northside, staffList } from '#test/web/fixtures/employees.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { dashboardFixture, emptyDashboard } from '#test/web/fixtures/reports.ts';
import { practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

function open(dashboard: DashboardResponse = dashboardFixture) {
  const reports = reportHandlers({ settings: practiceSettingsFixture({ timezone: 'America/Chicago' }), locations, staff: staffList, dashboard });
  server.use(...reports.handlers);
  return { ...renderApp('/settings/dashboard', { signedInAs: { staff: adminProfile } }), queries: reports.queries };
}

const legend = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('listitem').map((item) => item.textContent);

describe('/settings/dashboard', { timeout: 60_000 }, () => {
  it('shows each chart’s numbers as text for the current month in the practice time zone', async () => {
    const { queries } = open();
    await screen.findByRole('region', { name: 'Appointments' }, { timeout: 15_000 });
    expect(legend('Appointments')).toEqual(['Arrived: 12', 'No Show: 3', 'Cancelled: 2']);
    expect(legend('Booking source')).toEqual(['Booked Online: 9', 'Booked by Staff: 8']);
    expect(legend('Clients')).toEqual(['New: 5', 'Returning: 7']);
    expect(Object.fromEntries(queries.dashboard[0] ?? [])).toEqual(currentMonth('America/Chicago'));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks again for the chosen location and staff', async () => {
    const { user, queries } = open();
    await screen.findByRole('region', { name: 'Appointments' }, { timeout: 15_000 });
    await pick(user, screen.getByRole('combobox', { name: 'Locations' }), 'North');
    await pick(user, screen.getByRole('combobox', { name: 'Staff' }), 'Dana');
    await waitFor(() => expect(queries.dashboard.at(-1)?.get('employee_id')).toBe(staffList[1]?.id));
    expect(queries.dashboard.at(-1)?.get('location_id')).toBe(northside.id);
  });

  it('says so when no appointment starts in the range, drawing no chart', async () => {
    open(emptyDashboard);
    expect(await screen.findByText('No appointments start in this range.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appointments' })).not.toBeInTheDocument();
  });
});
