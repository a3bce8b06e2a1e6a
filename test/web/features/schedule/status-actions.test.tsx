// The drawer's status actions (issue 22): Arrived and No Show only once the appointment has
// started, a refused question closes with a toast, and a wrong Arrived goes back to Booked that day.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '#functions/contract/schedule.ts';
import { AppProviders } from '#web/app/provider.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { StatusActions } from '#web/features/schedule/components/status-actions.tsx';
import { scheduleHandlers } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { mayaAppointment, scheduleOf } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';

const hour = 3_600_000;
const startingIn = (ms: number): Schedule => scheduleOf(mayaAppointment, {
  start_time: new Date(Date.now() + ms).toISOString(), end_time: new Date(Date.now() + ms + hour).toISOString(),
});

function setup(schedule: Schedule, refuse = false) {
  const api = calendarApi();
  if (refuse) api.refuse = { 'schedule.update': { status: 409, code: 'invalid_state', message: 'Arrival and no-show can be marked only after the appointment starts.' } };
  const { handlers, calls } = scheduleHandlers(api);
  server.use(...handlers);
  render(<AppProviders queryClient={createQueryClient()}><StatusActions schedule={schedule} onCancelled={() => undefined} /></AppProviders>);
  return { calls, user: userEvent.setup() };
}

describe('appointment status actions', () => {
  it('offers Arrived and No Show only once the appointment has started', () => {
    setup(startingIn(2 * hour));
    expect(screen.getByRole('button', { name: 'Edit time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrived' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No Show' })).not.toBeInTheDocument();
  });

  it("closes the question when the server refuses, and shows the server's message", async () => {
    const { user } = setup(startingIn(-60_000), true);
    await user.click(screen.getByRole('button', { name: 'Arrived' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Arrival and no-show can be marked only after the appointment starts.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mark this appointment as arrived?')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Arrived' })).toBeInTheDocument();
  });

  it('sets a wrong Arrived back to Booked on the same day', async () => {
    const { user, calls } = setup({ ...startingIn(-60_000), status: 'arrived' });
    await user.click(screen.getByRole('button', { name: 'Set back to Booked' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]?.body).toEqual({ status: 'booked', version: mayaAppointment.version });
  });
});
