import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { staffHandlers } from '#test/support/msw/staff-handlers.ts';
import { dana, locations, managerViewOf, morgan, morganRef, staffList } from '#test/web/fixtures/employees.ts';
import { adminProfile, inventoryManagerProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

/** The names in the table, top to bottom. */
function listedNames(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('/employees, the Staff screen', () => {
  it('lists staff with email, roles and locations in booking order', async () => {
    server.use(...staffHandlers({ staff: staffList, locations }).handlers);
    renderApp('/employees', { signedInAs: { staff: adminProfile } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Dana Whitfield' });
    const morganRow = screen.getByRole('button', { name: 'Morgan Lee' }).closest('tr');
    if (!morganRow) throw new Error('Morgan has no row');
    expect(within(morganRow).getByText('morgan@practice.test')).toBeInTheDocument();
    // The row holds its roles and locations twice, for phones and for wider screens; CSS shows one.
    const [roles] = within(morganRow).getAllByRole('list', { name: 'Roles' });
    expect(within(roles ?? morganRow).getByRole('listitem')).toHaveTextContent('Mentor');
    expect(within(morganRow).getAllByText('Northside, Lakeview').length).toBeGreaterThan(0);
    expect(listedNames()).toEqual(['Avery Admin', 'Dana Whitfield', 'Morgan Lee']);
    expect(screen.getByText('3 staff members')).toBeInTheDocument();
  });

  it('filters the list by name or email as the user types', async () => {
    server.use(...staffHandlers({ staff: staffList }).handlers);
    const { user } = renderApp('/employees', { signedInAs: { staff: adminProfile } });
    await screen.findByRole('button', { name: 'Dana Whitfield' });
    const search = screen.getByRole('searchbox', { name: 'Search staff' });

    await user.type(search, 'MORGAN@');
    expect(screen.queryByRole('button', { name: 'Dana Whitfield' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Morgan Lee' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 3 staff members')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody here');
    expect(screen.getByText('Nobody matches your search.')).toBeInTheDocument();
  });

  it('offers admins "Create an employee"', async () => {
    server.use(...staffHandlers({ staff: staffList }).handlers);
    renderApp('/employees', { signedInAs: { staff: adminProfile } });

    expect(await screen.findByRole('button', { name: 'Create an employee' })).toBeInTheDocument();
  });

  it('shows inventory managers the list and read-only details, without create, edit or pay fields', async () => {
    const mentored = { ...dana, employee_mentors: [{ id: 'em-1', mentor: morganRef, mentor_percentage: 10 }] };
    server.use(...staffHandlers({ staff: [mentored, morgan].map(managerViewOf) }).handlers);
    const { user } = renderApp('/employees', { signedInAs: { staff: inventoryManagerProfile } });

    await user.click(await screen.findByRole('button', { name: 'Dana Whitfield' }));
    const details = await screen.findByRole('dialog', { name: 'Dana Whitfield' });

    expect(within(details).getByText('Downtown')).toBeInTheDocument();
    expect(within(details).getByText('Morgan Lee')).toBeInTheDocument();
    expect(within(details).queryByText(/10%/)).not.toBeInTheDocument();
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Remove this Employee' })).not.toBeInTheDocument();
    expect(within(details).queryByText(/Vendor|Service %|Bank account/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an employee' })).not.toBeInTheDocument();
  });

  it('says so when there are no staff yet', async () => {
    server.use(...staffHandlers({ staff: [] }).handlers);
    renderApp('/employees', { signedInAs: { staff: adminProfile } });

    expect(await screen.findByText('No staff yet.')).toBeInTheDocument();
  });

  it('shows the API message when the list cannot be loaded', async () => {
    server.use(apiHandler('employees.list', () => apiErrorResponse(403, 'forbidden', 'You do not have permission to do that.')));
    renderApp('/employees', { signedInAs: { staff: adminProfile } });

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
  });
});
