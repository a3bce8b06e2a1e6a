// The Time off dialog takes a date range (issue 22): a week of leave is sent as ONE entry, from the
// first day's midnight to the midnight after the last day in the location's zone; with times it runs
// from the first day's start to the last day's end; the list shows each entry once, as a range.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Unavailability } from '#functions/contract/schedule.ts';
import { AppProviders } from '#web/app/provider.tsx';
import { TimeOffModal } from '#web/features/schedule/components/time-off-modal.tsx';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { apiHandler, recordingHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';

const zone = 'America/Chicago';
const scope: ScheduleScope = {
  ready: true, error: null, retry: () => undefined, canSeeAll: false, staffOptions: [{ value: '01JB6SE0000000000000000001', label: 'Dana Whitfield' }],
  staffId: '01JB6SE0000000000000000001', allStaff: false, setStaffId: () => undefined, locationStaff: [], locationOptions: [], locationId: undefined,
  setLocationId: () => undefined, timeZone: zone, view: 'week', date: '2026-12-07', navigate: () => undefined,
};

function openDialog(existing: Omit<Unavailability, 'employee_id' | 'version'>[] = []) {
  const created = recordingHandler('schedule.unavailability_create', (call) =>
    HttpResponse.json({ id: '01JB6SU0000000000000000009', employee_id: scope.staffId, version: 1, ...(call.body as object) } as Unavailability, { status: 201 }));
  server.use(created.handler, apiHandler('schedule.client_unavailability', () => HttpResponse.json(existing)));
  const user = userEvent.setup();
  render(<AppProviders queryClient={createQueryClient()}><TimeOffModal scope={scope} icon={null} /></AppProviders>);
  return { user, calls: created.calls };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, label: string, value: string) {
  const input = dialog.getByLabelText(new RegExp(`^${label}`));
  await user.clear(input);
  await user.type(input, value);
}

describe('the Time off dialog', { timeout: 30_000 }, () => {
  it('sends a whole week of leave as one entry, midnight to midnight in the location’s zone', async () => {
    const { user, calls } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Time off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Time off and weekly blocks' }));
    await fill(user, dialog, 'First day', '2026-12-07');
    await fill(user, dialog, 'Last day', '2026-12-11');
    await user.click(dialog.getByRole('checkbox', { name: 'All day' }));
    expect(dialog.queryByLabelText(/^From/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    // CST is UTC−6 in December.
    expect(calls[0]?.body).toEqual({ employee_id: scope.staffId, start_time: '2026-12-07T06:00:00.000Z', end_time: '2026-12-12T06:00:00.000Z', available: false, every_week: false });
  });

  it('runs from the first day’s start time to the last day’s end time, and refuses a last day before the first', async () => {
    const { user, calls } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Time off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Time off and weekly blocks' }));
    await fill(user, dialog, 'First day', '2026-12-07');
    await fill(user, dialog, 'Last day', '2026-12-09');
    await fill(user, dialog, 'From', '09:00');
    await fill(user, dialog, 'To', '17:00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ start_time: '2026-12-07T15:00:00.000Z', end_time: '2026-12-09T23:00:00.000Z' });

    await fill(user, dialog, 'Last day', '2026-12-01');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('lists a week of leave once, as a range of days', async () => {
    const { user } = openDialog([
      { id: '01JB6SU0000000000000000001', start_time: '2026-12-07T06:00:00.000Z', end_time: '2026-12-12T06:00:00.000Z', available: false, every_week: false },
      { id: '01JB6SU0000000000000000002', start_time: '2026-12-14T18:00:00.000Z', end_time: '2026-12-14T19:00:00.000Z', available: false, every_week: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Time off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Time off and weekly blocks' }));
    expect(await dialog.findByText('Off: 12/07/2026 – 12/11/2026 (all day)')).toBeInTheDocument();
    expect(dialog.getByText('Off: Mon, 12/14/2026, 12:00 PM – 1:00 PM (every week)')).toBeInTheDocument();
    expect(dialog.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });
});
