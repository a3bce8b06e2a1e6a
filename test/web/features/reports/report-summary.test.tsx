// Reports › Summary (REFERENCE §5 "Reports", §3.11): the table by location with its total row, the
// sales breakdown, filters that reach the API and the URL, Export To Excel with the same filters, a
// PDF per location, Reset, "Load a fresh copy", and the admin-only data.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentMonth } from '#web/features/reports/report-filters.ts';
import { reportHandlers, type ReportsApi } from '#test/support/msw/report-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { pick } from '#test/web/form-helpers.ts';
import { downtown, lakeview, locations, staffList } from '#test/web/fixtures/employees.ts';
import { adminProfile, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { summaryFixture } from '#test/web/fixtures/reports.ts';
import { practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

const settings = practiceSettingsFixture({ timezone: 'America/Chicago' });

function open(path = '/reports/report-Summary', api: Partial<ReportsApi> = {}) {
  const reports = reportHandlers({ settings, locations, staff: staffList, summary: summaryFixture(), ...api });
  server.use(...reports.handlers);
  return { ...renderApp(path, { signedInAs: { staff: adminProfile } }), queries: reports.queries };
}

const table = async () => within(await screen.findByRole('table', { name: 'Sales by location' }, { timeout: 15_000 }));
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const october = '?start_date=2026-10-01&end_date=2026-10-31';

describe('/reports/report-Summary', { timeout: 60_000 }, () => {
  it('leads /reports to the summary of the current month in the practice time zone, with every location and the total row', async () => {
    const { router, queries } = open('/reports');
    const rows = (await table()).getAllByRole('row');
    expect(router.state.location.pathname).toBe('/reports/report-Summary');
    const month = currentMonth('America/Chicago');
    expect(Object.fromEntries(queries.summary[0] ?? [])).toEqual(month);
    expect(screen.getByLabelText('Start date')).toHaveValue(month.start_date);

    expect(cellTexts(rows[1] as HTMLElement).slice(1, 4)).toEqual(['66.67%', '$1,234.56', '$1,500.00']);
    expect(cellTexts(rows[3] as HTMLElement).slice(0, 4)).toEqual([expect.stringMatching(/^Northside/), '0.00%', '$0.00', '$0.00']);
    const total = rows[4] as HTMLElement;
    expect(cellTexts(total).slice(0, 4)).toEqual([expect.stringMatching(/^Total inclusive of taxes/), '', '$1,634.61', '$2,020.00']);
    expect(within(total).queryByRole('link')).not.toBeInTheDocument();

    const breakdown = within(screen.getByRole('region', { name: 'Sales breakdown' }));
    expect(breakdown.getByText('$980.00')).toBeInTheDocument();
    expect(breakdown.getByText('$2,100.50')).toBeInTheDocument();
    expect(breakdown.getByText('$40.05')).toBeInTheDocument();
  });

  it('sends the chosen range, locations and staff to the API and keeps them in the URL', async () => {
    const { user, router, queries } = open(`/reports/report-Summary${october}`);
    await table();
    expect(Object.fromEntries(queries.summary[0] ?? [])).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });

    await pick(user, screen.getByRole('combobox', { name: 'Locations' }), 'Lake');
    await user.click(screen.getByRole('button', { name: 'Select all staff' }));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-15' } });

    await waitFor(() => expect(queries.summary.at(-1)?.get('end_date')).toBe('2026-10-15'));
    const last = queries.summary.at(-1);
    expect(last?.get('location_id')).toBe(lakeview.id);
    expect(last?.get('employee_id')).toBe(staffList.map((s) => s.id).join(','));
    expect(new URLSearchParams(router.state.location.search).get('location_id')).toBe(lakeview.id);
    expect(new URLSearchParams(router.state.location.search).get('end_date')).toBe('2026-10-15');
  });

  it('says when the end comes before the start and asks nothing for that range', async () => {
    const { queries } = open(`/reports/report-Summary${october}`);
    await table();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-09-30' } });
    expect(await screen.findByText('Start date must be on or before end date')).toBeInTheDocument();
    expect(queries.summary.map((q) => q.get('end_date'))).toEqual(['2026-10-31']);
    expect(screen.getByRole('button', { name: 'Export To Excel' })).toBeDisabled();
  });

  it('links each location to its PDF for the same range and staff', async () => {
    open(`/reports/report-Summary${october}&employee_id=${staffList[0]?.id ?? ''}`);
    const link = (await table()).getByRole('link', { name: 'Downtown PDF' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/location_pdf');
    expect(Object.fromEntries(url.searchParams)).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31', employee_id: staffList[0]?.id, location_id: downtown.id });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('resets to the current month and everyone, and loads a fresh copy past the cache', async () => {
    const { user, router, queries } = open(`/reports/report-Summary${october}&location_id=${downtown.id}`);
    await table();
    await user.click(screen.getByRole('button', { name: 'Load a fresh copy' }));
    await waitFor(() => expect(queries.summary).toHaveLength(2));
    expect(queries.summary[1]?.get('location_id')).toBe(downtown.id);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(queries.summary).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    expect(Object.fromEntries(queries.summary[2] ?? [])).toEqual(currentMonth('America/Chicago'));
  });

  it('shows non-admins why there is nothing, and asks the server nothing', async () => {
    renderApp('/reports/report-Summary', { signedInAs: { staff: employeeProfile } });
    expect(await screen.findByText('You do not have access to reports.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Export To Excel', { timeout: 60_000 }, () => {
  // jsdom has no blob URLs and cannot follow a download link: record what the browser would save.
  const saved: { href: string; download: string }[] = [];
  let clicks: { mockRestore: () => void } | undefined;
  beforeEach(() => {
    saved.length = 0;
    clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
  });
  afterEach(() => clicks?.mockRestore());

  it('downloads the spreadsheet of the same filters under the server’s file name', async () => {
    const { user, queries } = open(`/reports/report-Summary${october}&location_id=${downtown.id},${lakeview.id}`);
    await table();
    await user.click(screen.getByRole('button', { name: 'Export To Excel' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:report', download: 'invoices_summary_20261126-093000.xlsx' }]));
    expect(Object.fromEntries(queries.exported[0] ?? [])).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31', location_id: `${downtown.id},${lakeview.id}` });
  });
});
