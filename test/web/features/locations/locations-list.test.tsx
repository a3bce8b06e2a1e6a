import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { locationHandlers, type LocationsApi } from '#test/support/msw/location-handlers.ts';
import { apiErrorResponse, recordingHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { pick } from '#test/web/form-helpers.ts';
import { dana, downtown, employeeAdminFixture, lakeview, northside } from '#test/web/fixtures/employees.ts';
import { locationFixture } from '#test/web/fixtures/locations.ts';
import { adminProfile, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const admin = employeeAdminFixture({ id: adminProfile.id, name: adminProfile.name, email: adminProfile.email, is_admin: true });
const downtownFull = locationFixture({ ...downtown, city: 'Madison', online_booking_available: true, employees: [{ id: dana.id, name: dana.name }] });
const lakeviewFull = locationFixture({ ...lakeview, city: 'Middleton', timezone: 'America/New_York' });
const oldTown = locationFixture({ id: '01JB6SC0000000000000000009', name: 'Old Town', archived: true });
const adminOrder = [downtown, lakeview, northside].map((ref, index) => ({ ...ref, position: index + 1 }));

function openLocations(api: Partial<LocationsApi> = {}, path = '/settings/locations') {
  const full: LocationsApi = {
    locations: [downtownFull, lakeviewFull, oldTown],
    ofEmployee: { [admin.id]: adminOrder, [dana.id]: [{ ...downtown, position: 1 }] },
    staff: [admin, dana],
    ...api,
  };
  const { handlers, calls } = locationHandlers(full);
  server.use(...handlers);
  return { ...renderApp(path, { signedInAs: { staff: adminProfile } }), calls };
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'table p' })).closest('tr') as HTMLElement;

describe('the locations list', () => {
  it('lists the active locations with city, time zone, online booking and staff count', async () => {
    const { calls } = openLocations();

    const row = within(await rowOf('Downtown'));
    expect(row.getByText('Madison')).toBeInTheDocument();
    expect(row.getByText('America/Chicago')).toBeInTheDocument();
    expect(row.getByText('On')).toBeInTheDocument();
    expect(row.getByText('1 staff')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Downtown' })).toHaveAttribute('href', `/settings/locations/${downtown.id}`);
    expect(within(await rowOf('Lakeview')).getByText('America/New York')).toBeInTheDocument();
    expect(screen.queryByText('Old Town')).not.toBeInTheDocument();
    expect(calls.statuses).toEqual(['active']);
    expect(screen.getByRole('link', { name: 'Create location' })).toHaveAttribute('href', '/settings/locations/new');
  });

  it('filters Archived and All, keeping the filter in the address', async () => {
    const { user, router, calls } = openLocations();
    await rowOf('Downtown');

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(within(await rowOf('Old Town')).getByText('Archived')).toBeInTheDocument();
    expect(screen.queryByText('Downtown', { selector: 'table p' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=archived');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await rowOf('Downtown');
    expect(calls.statuses).toEqual(['active', 'archived', 'all']);
  });

  it('says so when there is nothing to list', async () => {
    openLocations({ locations: [downtownFull] }, '/settings/locations?status=archived');

    expect(await screen.findByText('No archived locations.')).toBeInTheDocument();
  });
});

describe('Reorder Locations', () => {
  it("starts with the admin's own order and saves the order the buttons made", async () => {
    const { user } = openLocations();
    const save = recordingHandler('locations.reorder', () => HttpResponse.json({ success: true as const }));
    server.use(save.handler);
    const order = await screen.findByRole('list', { name: 'Location order' });
    expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('DowntownPrimary location');

    await user.click(within(order).getByRole('button', { name: 'Move Lakeview up' }));
    expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('LakeviewPrimary location');
    // Focus follows Lakeview to the top, where only "down" remains.
    expect(within(order).getByRole('button', { name: 'Move Lakeview down' })).toHaveFocus();
    expect(screen.getByText('Lakeview moved to position 1 of 3. Not saved yet.')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Move Downtown down' }));
    await user.click(screen.getByRole('button', { name: 'Save order' }));

    expect(await screen.findByText('Location order saved.')).toBeInTheDocument();
    expect(save.calls.map((call) => call.body)).toEqual([{ employee_id: admin.id, location_ids: [lakeview.id, northside.id, downtown.id] }]);
  });

  it("reorders another staff member's locations once they are picked", async () => {
    const { user, calls } = openLocations();
    await screen.findByRole('list', { name: 'Location order' });

    await pick(user, screen.getByRole('combobox', { name: 'Staff member' }), 'Dana');

    await waitFor(() => expect(calls.ofEmployee).toContain(dana.id));
    const order = await screen.findByRole('list', { name: 'Location order' });
    await waitFor(() => expect(within(order).getAllByRole('listitem')).toHaveLength(1));
    expect(within(order).getByRole('button', { name: 'Move Downtown up' })).toBeDisabled();
  });

  it('shows the API message when the order cannot be saved', async () => {
    const { user } = openLocations();
    server.use(recordingHandler('locations.reorder', () => apiErrorResponse(403, 'forbidden', 'You do not have permission to do that.')).handler);
    await screen.findByRole('list', { name: 'Location order' });

    await user.click(screen.getByRole('button', { name: 'Save order' }));

    expect(await screen.findByText('You do not have permission to do that.')).toBeInTheDocument();
  });

  it('sends a non-admin opening /settings/locations to /myprofile', async () => {
    const { router } = renderApp('/settings/locations', { signedInAs: { staff: employeeProfile } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
  });
});
