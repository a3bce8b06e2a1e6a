import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleHandlers, slotUnavailable } from '#test/support/msw/schedule-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { pick } from '#test/web/form-helpers.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { foreheadLines, location, noah, slotFixture, today } from '#test/web/features/schedule/schedule-fixtures.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';

async function openNewAppointment(refuse = false) {
  const api = calendarApi();
  if (refuse) api.refuse = { 'schedule.create': slotUnavailable };
  const { handlers, calls } = scheduleHandlers(api);
  server.use(...handlers);
  const { user } = renderApp('/schedule', { signedInAs: { staff: employeeProfile } });
  await user.click(await screen.findByRole('button', { name: 'New appointment' }, { timeout: 15_000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New appointment' }));
  await pick(user, dialog.getByRole('combobox', { name: /^Client/ }), 'Noah');
  await pick(user, dialog.getByRole('combobox', { name: /^Treatments/ }), 'Forehead');
  await user.click(await dialog.findByRole('radio', { name: '3:30 PM' }));
  return { user, dialog, calls };
}

describe('New appointment', { timeout: 30_000 }, () => {
  it('books a server slot for the chosen client and treatments', async () => {
    const { user, dialog, calls } = await openNewAppointment();

    await user.click(dialog.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(calls.create).toEqual([
      {
        params: {},
        body: { schedule: { product_type: 'treatment_for_client', ...slotFixture(today, '15:30'), employee_id: employeeProfile.id, location_id: location.id, client_id: noah.id, treatment_ids: [foreheadLines.id], product_ids: [] } },
      },
    ]);
    // The free times were asked for that client, so their own appointments are avoided too.
    expect(calls.slotQueries.at(-1)?.get('client_id')).toBe(noah.id);
  });

  it("shows the server's message when the time was taken meanwhile", async () => {
    const { user, dialog } = await openNewAppointment(true);

    await user.click(dialog.getByRole('button', { name: 'Add' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(slotUnavailable.message);
    expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
});
