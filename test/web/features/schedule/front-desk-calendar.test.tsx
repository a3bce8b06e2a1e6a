// The front desk's calendar (issue 22, decision 033): the view in the address (reload and back),
// one column per staff member working at the location, booking an empty cell from the keyboard,
// and a new client created inside New appointment.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordingHandler } from '#test/support/msw/api-handlers.ts';
import { scheduleHandlers, type ScheduleApi } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientFullFixture } from '#test/web/fixtures/clients.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { fill } from '#test/web/form-helpers.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { appointmentFixture, at, dana, location, noah, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';

const frontDesk = employeeProfileFixture({ id: '01JB6SE0000000000000000009', name: 'Avery Admin', email: 'avery@practice.test', is_admin: true });
const lucas = { id: '01JB6SE0000000000000000002', name: 'Lucas Moreau' };
const lucasAppointment = appointmentFixture({ id: '01JB6SS0000000000000000003', client: noah, employee: lucas, start_time: at(today, '11:00'), end_time: at(today, '12:00') });

function frontDeskApi(): ScheduleApi {
  const api = calendarApi();
  api.staff = [
    ...api.staff,
    { id: lucas.id, name: lucas.name, employee_locations: [{ id: '01JB6SL0000000000000000002', location }] },
    { id: frontDesk.id, name: frontDesk.name, employee_locations: [] },
  ];
  api.availabilities.push({ id: '01JB6SV0000000000000000002', employee_id: lucas.id, availability_date: today, location, timezone: zone, availability_timings: [{ id: '01JB6SW0000000000000000002', start_time: '09:00', end_time: '17:00' }] });
  api.appointments.push(lucasAppointment);
  return api;
}

function openAt(path: string, api = frontDeskApi()) {
  const { handlers, calls } = scheduleHandlers(api);
  server.use(...handlers);
  return { ...renderApp(path, { signedInAs: { staff: frontDesk } }), calls };
}

const dayPath = `/schedule?view=day&date=${today}&location=${location.id}`;

describe("the front desk's calendar", { timeout: 60_000 }, () => {
  it('shows one column per staff member working at the location, with their appointments side by side', async () => {
    openAt(dayPath);

    const danaColumn = within(await screen.findByRole('group', { name: dana.name }, { timeout: 15_000 }));
    const lucasColumn = within(screen.getByRole('group', { name: lucas.name }));
    expect(danaColumn.getByText(/Maya Lopez · Forehead Lines – 20 units \(Booked\)/)).toBeInTheDocument();
    expect(lucasColumn.getByText(/Noah Kim · Forehead Lines – 20 units \(Booked\)/)).toBeInTheDocument();
    // The admin works nowhere that day and has no appointment there: no column.
    expect(screen.queryByRole('group', { name: frontDesk.name })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Deposit due.*Booked.*Arrived.*No show.*Cancelled.*Working hours.*Time off/);
  });

  it('keeps the view in the address: switching pushes history, back and reload reopen it', async () => {
    const { user, router } = openAt(`/schedule?view=week&date=${today}&location=${location.id}&staff=${lucas.id}`);

    expect(await screen.findByRole('heading', { name: /^Week of/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Staff' })).toHaveValue(lucas.name);
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    expect(await screen.findByRole('group', { name: lucas.name })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: dana.name })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('day');

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10));

    await router.navigate(-2);
    expect(await screen.findByRole('heading', { name: /^Week of/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('staff')).toBe(lucas.id);
  });

  it('books an empty cell from the keyboard with that staff member and time', async () => {
    const { user } = openAt(dayPath);

    const first = await screen.findByRole('button', { name: `Book ${dana.name} at 9:00 AM` }, { timeout: 15_000 });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: `Book ${lucas.name} at 9:30 AM` })).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = within(await screen.findByRole('dialog', { name: 'New appointment' }));
    expect(dialog.getByRole('combobox', { name: 'Staff' })).toHaveValue(lucas.name);
    expect(dialog.getByLabelText(/^Date/)).toHaveValue(today);
  });

  it('creates a new client inside New appointment, linked to the chosen staff member, and chooses them', async () => {
    const created = recordingHandler('clients.create', () => HttpResponse.json(clientFullFixture({ id: '01JB6SA0000000000000000009', name: 'Ada', last_name: 'Byron', email: 'ada@example.test' }), { status: 201 }));
    server.use(created.handler);
    const { user } = openAt(dayPath);
    await user.click(await screen.findByRole('button', { name: `Book ${lucas.name} at 2:00 PM` }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New appointment' }));

    await user.click(dialog.getByRole('button', { name: 'New client' }));
    const form = within(dialog.getByRole('form', { name: 'New client' }));
    await user.click(form.getByRole('button', { name: 'Create client' }));
    expect(await form.findByText("First name can't be blank")).toBeInTheDocument();
    expect(created.calls).toEqual([]);

    await fill(user, form.getByRole('textbox', { name: /^First name/ }), 'Ada');
    await fill(user, form.getByRole('textbox', { name: /^Last name/ }), 'Byron');
    await fill(user, form.getByRole('textbox', { name: /^Email/ }), 'ada@example.test');
    await fill(user, form.getByRole('textbox', { name: /^Phone/ }), '555-0199');
    await user.click(form.getByRole('button', { name: 'Create client' }));

    expect(await dialog.findByRole('combobox', { name: /^Client/ })).toHaveValue('Ada Byron');
    expect(dialog.queryByRole('form', { name: 'New client' })).not.toBeInTheDocument();
    expect(created.calls).toEqual([{ params: {}, body: { client: { name: 'Ada', last_name: 'Byron', email: 'ada@example.test', phone_number: '555-0199', employee_ids: [lucas.id] } } }]);
  });
});
