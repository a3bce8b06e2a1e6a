// A drag or resize on the calendar goes through useMoveAppointment (jsdom has no layout, so
// FullCalendar's drag cannot be simulated here; the e2e journey drags in Chromium).
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/provider.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useMoveAppointment } from '#web/features/schedule/use-move-appointment.ts';
import { scheduleHandlers, slotUnavailable } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { at, mayaAppointment, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';
import { addDays } from '#web/lib/zoned-time.ts';

const hour = 60 * 60 * 1000;
const day = { years: 0, months: 0, days: 1, milliseconds: 0 };

function setup(refuse: boolean) {
  const api = calendarApi();
  if (refuse) api.refuse = { 'schedule.update': slotUnavailable };
  const { handlers, calls } = scheduleHandlers(api);
  server.use(...handlers);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={queryClient}>{children}</AppProviders>;
  const { result } = renderHook(() => useMoveAppointment([mayaAppointment], zone), { wrapper });
  return { move: result.current, calls };
}

describe('moving an appointment on the calendar', () => {
  it('sends the new instants (a day later, an hour longer) with the version it started from', async () => {
    const { move, calls } = setup(false);
    const revert = vi.fn();

    act(() => move({ id: mayaAppointment.id, startDelta: day, endDelta: { ...day, milliseconds: hour }, revert }));

    await waitFor(() => expect(calls.update).toHaveLength(1));
    const tomorrow = addDays(today, 1);
    expect(calls.update[0]?.body).toEqual({ date: tomorrow, start_time: at(tomorrow, '10:00'), end_time: at(tomorrow, '11:30'), version: 1 });
    expect(await screen.findByText('The appointment was moved.')).toBeInTheDocument();
    expect(revert).not.toHaveBeenCalled();
  });

  it("snaps a refused move back and shows the server's message", async () => {
    const { move } = setup(true);
    const revert = vi.fn();

    act(() => move({ id: mayaAppointment.id, startDelta: day, endDelta: day, revert }));

    expect(await screen.findByText('This time is no longer available. Please choose another slot.')).toBeInTheDocument();
    expect(revert).toHaveBeenCalledTimes(1);
  });
});
