import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FormActions, type FormActionsProps } from '#web/components/form-actions.tsx';

function renderInForm(props: FormActionsProps, onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())) {
  const view = (current: FormActionsProps): ReactNode => (
    <MantineProvider>
      <MemoryRouter>
        <form onSubmit={onSubmit} aria-label="Test form">
          <FormActions {...current} />
        </form>
      </MemoryRouter>
    </MantineProvider>
  );
  const { rerender } = render(view(props));
  return { onSubmit, user: userEvent.setup(), rerender: (next: FormActionsProps) => rerender(view(next)) };
}

describe('FormActions, the footer of every form', () => {
  it('submits its form, and offers Cancel only when there is a way out', async () => {
    const onCancel = vi.fn();
    const { onSubmit, user, rerender } = renderInForm({ label: 'Save changes' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender({ label: 'Save changes', onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says "Saving…" while the request is in flight and ignores presses, keeping the focus', async () => {
    const { onSubmit, user, rerender } = renderInForm({ label: 'Save changes' });
    const button = screen.getByRole('button', { name: 'Save changes' });
    button.focus();

    rerender({ label: 'Save changes', pending: true });

    expect(button).toHaveTextContent('Saving…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    rerender({ label: 'Save changes', pending: false });
    expect(button).toHaveTextContent('Save changes');
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('runs a dialog action once, names its own pending verb, and stays off while there is nothing to send', async () => {
    const onConfirm = vi.fn();
    const { onSubmit, user, rerender } = renderInForm({ label: 'Add', onConfirm, disabled: true });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();

    rerender({ label: 'Add', onConfirm });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender({ label: 'Add', onConfirm, pending: true, pendingLabel: 'Adding…' });
    await user.click(screen.getByRole('button', { name: 'Adding…' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('leaves a page form through a link back to its list', () => {
    renderInForm({ label: 'Add product', cancelTo: '/products' });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/products');
  });
});
