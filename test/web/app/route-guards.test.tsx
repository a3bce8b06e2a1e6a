import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { staffHandlers } from '#test/support/msw/staff-handlers.ts';
import { inventoryHandlers } from '#test/support/msw/inventory-handlers.ts';
import { catalogHandlers } from '#test/support/msw/catalog-handlers.ts';
import { invoiceHandlers } from '#test/support/msw/invoice-handlers.ts';
import { reportHandlers } from '#test/support/msw/report-handlers.ts';
import { findMainMenu } from '#test/web/menu-helpers.ts';
import { adminProfile, clientProfileFixture, employeeProfile, inventoryManagerProfile } from '#test/web/fixtures/profiles.ts';
import { emptyDashboard } from '#test/web/fixtures/reports.ts';
import { practiceConfig, practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp, type RenderAppOptions } from '#test/web/render-app.tsx';

async function landsOn(path: string, signedInAs: RenderAppOptions['signedInAs'], expected: string) {
  const { router } = renderApp(path, { signedInAs });
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  // Settled: the screen of the final path is showing.
  await screen.findByRole('heading', { level: 1 });
  return router;
}

describe('screen guards for staff', () => {
  // The Staff, Inventories, Invoice List and dashboard screens load their lists once they are shown.
  beforeEach(() => {
    server.use(
      ...reportHandlers({ settings: practiceSettingsFixture(), locations: [], staff: [], dashboard: emptyDashboard }).handlers,
      ...staffHandlers({ staff: [] }).handlers, ...inventoryHandlers({}).handlers, ...catalogHandlers({ products: [] }).handlers, ...invoiceHandlers({}).handlers,
    );
  });

  it('sends an ordinary employee opening /invoicelist to /myprofile, replacing the history entry', async () => {
    const router = await landsOn('/invoicelist', { staff: employeeProfile }, '/myprofile');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/settings', 'Only admins can open that screen, so you are on your profile instead.'],
    ['/inventories', 'Only admins and inventory managers can open that screen, so you are on your profile instead.'],
  ])('says why in a toast when an employee opens %s', async (path, reason) => {
    await landsOn(path, { staff: employeeProfile }, '/myprofile');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });

  it.each(['/employees', '/inventories', '/invoices-to-pay', '/addproduct', '/payment-interface', '/settings', '/settings/locations'])(
    'sends an ordinary employee opening %s to /myprofile',
    async (path) => {
      await landsOn(path, { staff: employeeProfile }, '/myprofile');
    },
  );

  it.each([
    ['/employees', '/employees'],
    ['/inventories', '/inventories'],
    ['/invoicelist', '/myprofile'],
  ])('lets an inventory manager opening %s stay on %s', async (path, expected) => {
    await landsOn(path, { staff: inventoryManagerProfile }, expected);
  });

  it.each(['/invoicelist', '/settings/dashboard', '/employees'])('lets an admin open %s', async (path) => {
    await landsOn(path, { staff: adminProfile }, path);
  });

  it('moves signed-in staff from the sign-in screen to /schedule', async () => {
    await landsOn('/', { staff: employeeProfile }, '/schedule');
  });
});

describe('screen guards for clients and visitors', () => {
  it('sends a signed-in client opening /myprofile to /clients', async () => {
    await landsOn('/myprofile', { client: clientProfileFixture() }, '/clients');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to our online booking site' })).toBeInTheDocument();
  });

  it('sends a signed-in client on the staff sign-in screen to /clients', async () => {
    await landsOn('/', { client: clientProfileFixture() }, '/clients');
  });

  it('asks a signed-out visitor at /clients/appointments whether they are a client', async () => {
    const { router } = renderApp('/clients/appointments', { signedInAs: 'nobody' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello. Are you a current client?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/clients/signin');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/clients/signup');
    expect(router.state.location.pathname).toBe('/clients/appointments');
  });

  it('asks the same on the client payment screens', async () => {
    renderApp('/clients/payment/confirm_payment', { signedInAs: 'nobody' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello. Are you a current client?' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor on a staff path to the sign-in screen', async () => {
    await landsOn('/myprofile', 'nobody', '/');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
  });
});

describe('the restored session', () => {
  it('draws the shell from storage at once, then follows the server when it says nobody is signed in', async () => {
    window.sessionStorage.setItem('carebook.session', JSON.stringify({ kind: 'staff', profile: adminProfile }));
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHandler('auth.session', async () => {
        await held;
        return HttpResponse.json({ kind: null });
      }),
      // My Profile's stock tab reads its own copy; the server no longer knows the session.
      apiHandler('employees.myprofile', () => apiErrorResponse(401, 'unauthenticated', 'Not Authorized')),
      apiHandler('system.config', () => HttpResponse.json(practiceConfig)),
    );
    const { router } = renderApp('/myprofile');

    // Before the probe answers: the stored admin's menu and profile.
    expect(await findMainMenu()).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('avery@practice.test')).toBeInTheDocument();

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('carebook.session')).toBeNull();
  });
});
