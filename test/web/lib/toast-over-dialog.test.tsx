// Toasts never cover an open dialog (issue 22 fix 4): while a modal or drawer is open the toast is in
// the dialog's header, on its own line after the title and close button (in flow, so over no field
// and no button), and back at the page's top centre once the dialog closes.
import { Drawer } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { AppProviders } from '#web/app/provider.tsx';
import { AppModal } from '#web/components/app-modal.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

function Screen({ kind }: { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const body = (
    <>
      <label>Start time <input /></label>
      <button type="button" onClick={() => notifySuccess('Saved.')}>Save</button>
    </>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      {kind === 'modal'
        ? <AppModal opened={open} onClose={() => setOpen(false)} title="Edit time">{body}</AppModal>
        : <Drawer opened={open} onClose={() => setOpen(false)} title="Maya Lopez, 11/27/2026" closeButtonProps={{ 'aria-label': 'Close' }}>{body}</Drawer>}
    </>
  );
}

async function renderScreen(kind: 'modal' | 'drawer') {
  render(<AppProviders queryClient={createQueryClient()}><Screen kind={kind} /></AppProviders>);
  await act(async () => {
    await import('#web/app/toast-container.tsx');
  });
  return userEvent.setup();
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('toasts and dialogs', () => {
  it.each(['modal', 'drawer'] as const)('shows a toast inside an open %s’s header, after its title, not over its body', async (kind) => {
    const user = await renderScreen(kind);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const toast = await within(dialog).findByRole('alert');
    expect(toast).toHaveTextContent('Saved.');
    const header = toast.closest('header');
    expect(header?.className).toMatch(kind === 'modal' ? /mantine-Modal-header/ : /mantine-Drawer-header/);
    // After the title and the close button, in the header's flow; the fields are outside the header.
    const title = within(dialog).getByRole('heading');
    expect(title.compareDocumentPosition(toast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(header?.contains(within(dialog).getByLabelText('Start time'))).toBe(false);
    expect(toast.closest('.toast-in-dialog')).not.toBeNull();
  });

  it('shows toasts at the page’s top centre when no dialog is open, and goes back there when it closes', async () => {
    const user = await renderScreen('modal');
    act(() => notifySuccess('Page toast.'));
    const pageToast = await screen.findByRole('alert');
    expect(pageToast.closest('[data-position="top-center"]')?.classList.contains('toast-in-dialog')).toBe(false);
    expect(pageToast.closest('header')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Page toast.'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await screen.findByRole('alert')).closest('header')).toBeNull();
  });
});
