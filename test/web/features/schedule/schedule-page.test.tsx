import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleHandlers, slotUnavailable, type ScheduleApi } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { restoreWindowWidth, setWindowWidth } from '#test/web/media-helpers.ts';
import { at, mayaAppointment, today } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';

function openSchedule(api: ScheduleApi = calendarApi(), path = '/schedule') {
  const { handlers, calls } = scheduleHandlers(api);
  server.use(...handlers);
  return { ...renderApp(path, { signedInAs: { staff: employeeProfile } }), api, calls };
}

const mayaTitle = /Maya Lopez · Forehead Lines – 20 units \(Booked\)/;

async function openMaya(user: ReturnType<typeof openSchedule>['user']) {
  await user.click(await screen.findByText(mayaTitle, {}, { timeout: 15_000 }));
  return within(await screen.findByRole('dialog', { name: 'Appointment' }));
}

describe('the staff calendar', { timeout: 30_000 }, () => {
  it("shows the employee's appointments by status, in the location's zone", async () => {
    openSchedule();

    expect(await screen.findByText(mayaTitle, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Noah Kim · Forehead Lines – 20 units \(Arrived\)/)).toBeInTheDocument();
    expect(screen.getByText(/Times in America\/Chicago \(C[SD]T\)/)).toBeInTheDocument();
    // An employee sees only their own calendar.
    expect(screen.getByDisplayValue('Dana Whitfield')).toHaveAttribute('readonly');
  });

  it('moves an appointment with the Edit time dialog, keeping its length', async () => {
    const { user, calls } = openSchedule();
    const drawer = await openMaya(user);
    expect(drawer.getByText('maya@example.test')).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'Edit time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit time' }));
    const time = dialog.getByLabelText(/Start time/);
    await user.clear(time);
    await user.type(time, '11:15');
    await user.click(dialog.getByRole('button', { name: 'Save time' }));

    expect(await screen.findByText('The appointment was moved.')).toBeInTheDocument();
    expect(calls.update).toEqual([{ params: { id: mayaAppointment.id }, body: { date: today, start_time: at(today, '11:15'), end_time: at(today, '11:45'), version: 1 } }]);
  });

  it("keeps the time and shows the server's message when a move is refused", async () => {
    const api = calendarApi();
    api.refuse = { 'schedule.update': slotUnavailable };
    const { user } = openSchedule(api);
    const drawer = await openMaya(user);

    await user.click(drawer.getByRole('button', { name: 'Edit time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit time' }));
    await user.click(dialog.getByRole('button', { name: 'Save time' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('This time is no longer available. Please choose another slot.');
    expect(screen.getByText(mayaTitle)).toBeInTheDocument();
  });

  it.each([
    ['day', 1280, /^Click an empty time \(or move to it with the arrow keys and press Enter\) to book it.*Drag an appointment to move it/],
    ['week', 1280, /^Click an empty time to book it, or an appointment to see it\. Drag an appointment to move it/],
    ['month', 1280, /^Click a day to book on it, or an appointment to see it\. Drag an appointment to another day/],
    ['list', 1280, /^Choose an appointment to see its details; New appointment books one\.$/],
    ['week', 390, /^Choose an appointment to see its details; New appointment books one\.$/],
    ['day', 390, /^Choose an empty time to book it, or an appointment to see it\. Edit time in an appointment's details moves it\.$/],
  ] as const)('says how to use the %s view at %i px, and only what it offers', async (view, width, hint) => {
    setWindowWidth(width);
    try {
      openSchedule(calendarApi(), `/schedule?view=${view}&date=${today}`);
      expect(await screen.findByText(hint, {}, { timeout: 15_000 })).toBeInTheDocument();
      // Arrow keys reach empty times only in our day grid; drag needs a mouse; a list has no empty time.
      if (view !== 'day') expect(screen.queryByText(/arrow keys/)).not.toBeInTheDocument();
      if (width === 390) expect(screen.queryByText(/Drag/)).not.toBeInTheDocument();
      if (view !== 'day' && (view === 'list' || width === 390)) expect(screen.queryByText(/empty time/)).not.toBeInTheDocument();
    } finally {
      restoreWindowWidth();
    }
  });

  it('adds a note to an appointment', async () => {
    const { user, calls } = openSchedule();
    const drawer = await openMaya(user);

    await user.type(drawer.getByRole('textbox', { name: 'New note' }), 'Prefers the left chair.');
    await user.click(drawer.getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(calls.addNote).toEqual([{ params: {}, body: { schedule_id: mayaAppointment.id, content: 'Prefers the left chair.', due_date: null, favorite: false } }]);
    expect(await drawer.findByText('Prefers the left chair.')).toBeInTheDocument();
  });
});
