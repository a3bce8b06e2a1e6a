import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, clientProfileFixture, employeeProfile, inventoryManagerProfile } from '#test/web/fixtures/profiles.ts';
import { practiceConfig } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

describe('the banner', () => {
  it.each([
    [adminProfile, 'Admin'],
    [inventoryManagerProfile, 'Inventory manager'],
    [employeeProfile, 'Staff'],
  ])('shows the practice and who is signed in with their role', async (profile, role) => {
    renderApp('/myprofile', { signedInAs: { staff: profile } });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText(practiceConfig.practice_name)).toBeInTheDocument();
    expect(within(banner).getByTestId('signed-in-as')).toHaveTextContent(`Signed in as ${profile.name} (${role})`);
  });

  it('introduces a signed-in client as a client', async () => {
    const client = clientProfileFixture({ name: 'Maya' });
    renderApp('/clients', { signedInAs: { client } });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByTestId('signed-in-as')).toHaveTextContent(`Signed in as ${client.name} (Client)`);
  });

  it('shows no one on the sign-in screen', async () => {
    renderApp('/', { signedInAs: 'nobody' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).queryByTestId('signed-in-as')).not.toBeInTheDocument();
  });
});
