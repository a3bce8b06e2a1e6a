import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formsHandlers } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { intakeFormFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';
import { findMainMenu, menuEntries } from '#test/web/menu-helpers.ts';
import { adminProfile, clientProfileFixture, employeeProfile, employeeProfileFixture, inventoryManagerProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

describe('the side panel menu', () => {
  it('shows an admin exactly the admin menu, in order, with the spec paths', async () => {
    renderApp('/myprofile', { signedInAs: { staff: adminProfile } });

    expect(await menuEntries()).toEqual([
      'Submit invoice',
      'Invoice List',
      'Schedule',
      'Staff',
      'Reports',
      'Intake Forms',
      'Clients',
      'Inventories',
      'Treatments',
      'My Profile',
      'Invoices to Pay',
      'Settings',
      'Logout',
    ]);
    const menu = await findMainMenu();
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/addinvoice',
      '/invoicelist',
      '/schedule',
      '/employees',
      '/reports',
      '/intake-forms',
      '/customers/1',
      '/inventories',
      '/treatments',
      '/myprofile',
      '/invoices-to-pay',
      '/settings',
    ]);
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows other staff their menu without All Employees and Inventories', async () => {
    renderApp('/myprofile', { signedInAs: { staff: employeeProfile } });

    expect(await menuEntries()).toEqual([
      'Submit invoice',
      'Product List',
      'Schedule',
      'Intake Forms',
      'Clients',
      'Treatments',
      'My Profile',
      'Logout',
    ]);
    const menu = await findMainMenu();
    expect(within(menu).getByRole('link', { name: 'Product List' })).toHaveAttribute('href', '/products');
  });

  it('adds All Employees and Inventories for an inventory manager', async () => {
    renderApp('/myprofile', { signedInAs: { staff: inventoryManagerProfile } });

    expect(await menuEntries()).toEqual([
      'Submit invoice',
      'Product List',
      'Schedule',
      'Intake Forms',
      'Clients',
      'All Employees',
      'Inventories',
      'Treatments',
      'My Profile',
      'Logout',
    ]);
    const menu = await findMainMenu();
    expect(within(menu).getByRole('link', { name: 'All Employees' })).toHaveAttribute('href', '/employees');
  });

  it('gives an admin who is also an inventory manager the admin menu', async () => {
    renderApp('/myprofile', { signedInAs: { staff: employeeProfileFixture({ is_admin: true, is_inv_manager: true }) } });

    expect(await menuEntries()).toContain('Invoices to Pay');
    expect(await menuEntries()).not.toContain('All Employees');
  });

  it('welcomes a client by name above their menu', async () => {
    renderApp('/clients', { signedInAs: { client: clientProfileFixture({ name: 'Maya' }) } });

    const menu = await findMainMenu();
    // The menu's content is a chunk of its own: it may still be arriving when the landmark is there.
    expect(await within(menu).findByText('Welcome, Maya')).toBeInTheDocument();
    expect(await menuEntries()).toEqual(['View Appointments', 'Book an Appointment', 'Logout']);
    expect(within(menu).getByRole('link', { name: 'View Appointments' })).toHaveAttribute('href', '/clients/appointments');
    expect(within(menu).getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/clients');
  });

  it('shows no menu to a signed-out visitor', async () => {
    renderApp('/', { signedInAs: 'nobody' });

    await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('hides the staff menu on the intake form preview', async () => {
    server.use(...formsHandlers({ intakeForms: [intakeFormFixture({ id: '01JB6SB0000000000000000001' })] }).handlers);
    const { router } = renderApp('/intake-form-preview/01JB6SB0000000000000000001', { signedInAs: { staff: adminProfile } });

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/intake-form-preview/01JB6SB0000000000000000001'));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
