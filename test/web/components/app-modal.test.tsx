import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppModal } from '#web/components/app-modal.tsx';
import { restoreWindowWidth, setWindowWidth } from '#test/web/media-helpers.ts';

afterEach(() => {
  restoreWindowWidth();
});

function openModal(onClose = vi.fn()) {
  render(
    <MantineProvider>
      <AppModal opened onClose={onClose} title="Edit product">
        <p>The form</p>
      </AppModal>
    </MantineProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('AppModal, the dialog of every feature', () => {
  it('takes the whole screen on a phone (390 px)', async () => {
    setWindowWidth(390);
    openModal();
    expect(await screen.findByRole('dialog', { name: 'Edit product' })).toHaveAttribute('data-full-screen', 'true');
  });

  it('floats as a card on a wide screen (1280 px)', async () => {
    setWindowWidth(1280);
    openModal();
    expect(await screen.findByRole('dialog', { name: 'Edit product' })).not.toHaveAttribute('data-full-screen');
  });

  it('is named by its title and closes with its labelled close button', async () => {
    setWindowWidth(390);
    const { onClose, user } = openModal();
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
