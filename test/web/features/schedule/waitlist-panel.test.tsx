// The Waitlist panel under the staff calendar (issue 24): the open entries of the shown staff member
// and dates, asked for with the calendar's visible range and answered by the server's scope.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { StaffWaitlistEntry } from '#functions/contract/waitlist.ts';
import { apiPattern } from '#test/support/msw/api-handlers.ts';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { dana, foreheadLines, location, maya, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';

const waiting: StaffWaitlistEntry = {
  id: '01JB6SW0000000000000000002', status: 'open', employee: dana, location: { ...location, timezone: zone }, client: maya,
  treatments: [{ id: foreheadLines.id, name: foreheadLines.name }], from_date: today, to_date: today,
  created_at: new Date().toISOString(), last_notified_at: new Date().toISOString(),
};

describe('the staff waitlist panel', { timeout: 30_000 }, () => {
  it('lists who waits for the shown staff and dates, asking with the visible range', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(apiPattern('schedule.waitlist'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json([waiting]);
      }),
      ...scheduleHandlers(calendarApi()).handlers,
    );
    renderApp('/schedule', { signedInAs: { staff: employeeProfile } });
    const panel = within(await screen.findByRole('region', { name: 'Waitlist' }, { timeout: 15_000 }));
    expect(await panel.findByRole('link', { name: 'Maya Lopez' })).toHaveAttribute('href', `/customers/${maya.id}`);
    expect(panel.getByText('Told of an opening')).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)?.get('employee_id')).toBe(dana.id));
    expect(queries.at(-1)?.get('from_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
