import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientFull } from '#functions/contract/clients.ts';
import type { ClientFile } from '#functions/contract/files.ts';
import { clientHandlers } from '#test/support/msw/client-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientFullFixture, emma, noah } from '#test/web/fixtures/clients.ts';
import { employeeProfile, inventoryManagerProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

function openClients(path: string, visible: ClientFull[], files: Record<string, ClientFile[]> = {}, staff = employeeProfile) {
  const api = clientHandlers({ visible: visible.map((c) => structuredClone(c)), files });
  server.use(...api.handlers);
  return { ...renderApp(path, { signedInAs: { staff } }), api };
}

const consent: ClientFile = {
  id: '01JB6SF0000000000000000001', file_name: 'Consent form.pdf', content_type: 'application/pdf', size_bytes: 20480,
  url: 'http://127.0.0.1:9/carebook-files/x', description: 'Signed consent', created_at: '2026-11-01T15:00:00.000Z',
};

describe('the Clients screen', () => {
  it('selects the first visible client for an id the user cannot see (the menu’s /customers/1)', async () => {
    const { router } = openClients('/customers/1', [emma, noah]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${emma.id}`));
    expect(await screen.findByRole('heading', { name: 'Emma Carter', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Emma Carter/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Appointments', 'Forms', 'Chart Entries', 'Files', 'Groups', 'Billing']);
  });

  it('redirects an unlinked client id (404) to the first visible client', async () => {
    const { router } = openClients(`/customers/01JB6SC0000000000000000099`, [noah]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${noah.id}`));
  });

  it('searches the directory by a prefix and opens the client chosen', async () => {
    const { user, router } = openClients(`/customers/${emma.id}`, [emma, noah]);
    const list = await screen.findByRole('navigation', { name: 'Clients' });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ben');
    await waitFor(() => expect(within(list).queryByText('Emma Carter')).not.toBeInTheDocument());
    await user.click(within(list).getByRole('link', { name: /Noah Bennett/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${noah.id}`));
    expect(await screen.findByRole('heading', { name: 'Noah Bennett', level: 2 })).toBeInTheDocument();
  });

  it('says when a client has no files, and lists files with preview, download and delete after a question', async () => {
    const { user, api } = openClients(`/customers/${emma.id}`, [emma, noah], { [emma.id]: [consent], [noah.id]: [] });
    await user.click(await screen.findByRole('tab', { name: 'Files' }));
    expect(await screen.findByText('Consent form.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Consent form.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Consent form.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Consent form.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Consent form.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No files uploaded for this client.')).toBeInTheDocument();
    expect(api.deleteFile.calls.map((c) => c.body)).toEqual([{ file_id: consent.id }]);
  });

  it('adds a group with a member found by search', async () => {
    const { user, api } = openClients(`/customers/${emma.id}`, [emma, noah]);
    await user.click(await screen.findByRole('tab', { name: 'Groups' }));
    expect(await screen.findByText('No groups for this client.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const form = within(await screen.findByRole('form', { name: 'New group' }));
    await user.type(form.getByRole('textbox', { name: /Group name/ }), 'Family');
    const members = form.getByRole('combobox', { name: /Members/ });
    await user.type(members, 'noa');
    // The search answers after a pause; then the first match is chosen by keyboard (jsdom has no layout).
    expect(await screen.findByRole('option', { name: 'Noah Bennett', hidden: true })).toBeInTheDocument();
    await user.type(members, '{ArrowDown}{Enter}');
    await user.click(form.getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('Family')).toBeInTheDocument();
    expect(screen.getByText('Noah Bennett', { selector: 'p' })).toBeInTheDocument();
    expect(api.addGroup.calls.map((c) => c.body)).toEqual([{ group_name: 'Family', client_ids: [noah.id] }]);
  });

  it('shows an inventory manager only contact data of an unlinked client: no Files tab, no edit', async () => {
    const contactOnly = clientFullFixture({ clinical_access: false });
    openClients(`/customers/${contactOnly.id}`, [contactOnly], {}, inventoryManagerProfile);
    expect(await screen.findByText(/contact details only/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Groups']);
    expect(screen.queryByRole('link', { name: 'Edit client' })).not.toBeInTheDocument();
  });
});
