import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateLocationBody, Location } from '#functions/contract/locations.ts';
import { apiErrorResponse, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';
import { locationHandlers, type LocationsApi } from '#test/support/msw/location-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { settingsHandlers } from '#test/support/msw/settings-handlers.ts';
import { fill, pick } from '#test/web/form-helpers.ts';
import { dana, downtown, morgan } from '#test/web/fixtures/employees.ts';
import { locationFixture } from '#test/web/fixtures/locations.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

const downtownFull = locationFixture({ ...downtown, city: 'Madison', version: 4, employees: [{ id: dana.id, name: dana.name }] });
const conflictMessage = 'This record was changed by someone else. Reload and try again.';

function openForm(path: string, api: LocationsApi = { locations: [downtownFull], staff: [dana, morgan] }) {
  const { handlers, calls } = locationHandlers(api);
  server.use(...handlers, ...settingsHandlers({ settings: practiceSettingsFixture({ timezone: 'America/Chicago' }) }).handlers);
  return { ...renderApp(path, { signedInAs: { staff: adminProfile } }), api, calls };
}

function recordCreates(answer?: () => Response) {
  return recordingHandler('locations.create', (call: RecordedCall) =>
    answer ? answer() : HttpResponse.json(locationFixture({ id: '01JB6SC0000000000000000007', ...(call.body as CreateLocationBody), employees: [] }), { status: 201 }),
  );
}

describe('creating a location', () => {
  it('starts from the practice time zone and sends the chosen one, with the staff, then lists it', async () => {
    const { user, router } = openForm('/settings/locations/new');
    const creates = recordCreates();
    server.use(creates.handler);
    const form = within(await screen.findByRole('form', { name: 'New location' }));
    const zone = form.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('America/Chicago');

    await fill(user, form.getByRole('textbox', { name: 'Name' }), 'Westside');
    await pick(user, zone, 'Denver');
    await fill(user, form.getByRole('textbox', { name: 'City' }), 'Verona');
    await user.click(form.getByRole('switch', { name: 'Online booking available' }));
    await pick(user, form.getByRole('combobox', { name: /^Staff/ }), 'Morg');
    await user.click(form.getByRole('button', { name: 'Create location' }));

    expect(await screen.findByText('Westside was created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/locations'));
    expect(creates.calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ name: 'Westside', timezone: 'America/Denver', city: 'Verona', online_booking_available: true, employee_ids: [morgan.id] }),
    ]);
    expect(creates.calls[0]?.body).not.toHaveProperty('archived');
  });

  it('requires a name before calling the API', async () => {
    const { user } = openForm('/settings/locations/new');
    const creates = recordCreates();
    server.use(creates.handler);
    const form = within(await screen.findByRole('form', { name: 'New location' }));

    await user.click(form.getByRole('button', { name: 'Create location' }));

    const name = form.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(/^Name can't be blank/);
    expect(name).toHaveFocus();
    expect(creates.calls).toEqual([]);
  });

  it('shows a taken name on the Name field', async () => {
    const { user } = openForm('/settings/locations/new');
    server.use(recordCreates(() => apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { name: 'Location name already exists' })).handler);
    const form = within(await screen.findByRole('form', { name: 'New location' }));

    await fill(user, form.getByRole('textbox', { name: 'Name' }), 'Downtown');
    await user.click(form.getByRole('button', { name: 'Create location' }));

    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/^Location name already exists/));
  });
});

describe('editing a location', () => {
  it('archives it with the version it started from', async () => {
    const { user } = openForm(`/settings/locations/${downtown.id}`);
    const updates = recordingHandler('locations.update', (call) => HttpResponse.json({ ...downtownFull, ...(call.body as Partial<Location>), version: 5 }));
    server.use(updates.handler);
    const form = within(await screen.findByRole('form', { name: 'Edit Downtown' }));
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Madison');

    await fill(user, form.getByRole('textbox', { name: 'City' }), 'Fitchburg');
    await user.click(form.getByRole('switch', { name: 'Archived' }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Downtown was saved.')).toBeInTheDocument();
    expect(updates.calls).toEqual([
      { params: { id: downtown.id }, body: expect.objectContaining({ city: 'Fitchburg', archived: true, employee_ids: [dana.id], version: 4 }) },
    ]);
  });

  it('says another admin saved first, and Reload starts again from their values', async () => {
    const { user, api, calls } = openForm(`/settings/locations/${downtown.id}`);
    server.use(recordingHandler('locations.update', () => apiErrorResponse(409, 'conflict', conflictMessage)).handler);
    const form = within(await screen.findByRole('form', { name: 'Edit Downtown' }));

    await fill(user, form.getByRole('textbox', { name: 'City' }), 'Fitchburg');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByRole('alert')).toHaveTextContent(conflictMessage);

    api.locations = [{ ...downtownFull, city: 'Monona', version: 5 }];
    await user.click(form.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Monona'));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.details).toEqual([downtown.id, downtown.id]);
  });

  it('answers a segment that is neither "new" nor an id with the not-found screen', async () => {
    openForm('/settings/locations/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
