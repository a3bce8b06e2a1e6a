// The client directory (issue 22 fix 6, decision 036): the server's order kept (by last name), a
// long page asked for instead of a 12-row box, and counts written as "1 client" / "N clients".
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientFull } from '#functions/contract/clients.ts';
import { clientHandlers } from '#test/support/msw/client-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { emma, noah } from '#test/web/fixtures/clients.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

function openClients(visible: ClientFull[]) {
  const requested: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/clients') requested.push(url);
  });
  server.use(...clientHandlers({ visible: visible.map((c) => structuredClone(c)), files: {} }).handlers);
  renderApp(`/customers/${visible[0]?.id ?? '1'}`, { signedInAs: { staff: employeeProfile } });
  return requested;
}

describe('the client directory', () => {
  it('writes one client in the singular', async () => {
    openClients([emma]);
    expect(await screen.findByText('1 client', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('writes several clients in the plural and keeps the order the server sends (by last name)', async () => {
    const requested = openClients([noah, emma]);
    expect(await screen.findByText('2 clients', {}, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Clients' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([
      `Noah Bennett${noah.email}`, `Emma Carter${emma.email}`,
    ]);
    await waitFor(() => expect(requested.length).toBeGreaterThan(0));
    expect(requested.every((url) => url.searchParams.get('per_page') === '50')).toBe(true);
  });

  it('shows every email in full, inside its row', async () => {
    openClients([emma]);
    const list = await screen.findByRole('navigation', { name: 'Clients' });
    const email = await within(list).findByText(emma.email, {}, { timeout: 5000 });
    expect(email).toHaveClass('client-directory-email');
    // No scroll box of its own: the list is not wrapped in a fixed-height ScrollArea.
    expect(list.closest('.mantine-ScrollArea-root')).toBeNull();
  });
});
