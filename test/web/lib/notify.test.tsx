import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/provider.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

function renderProviders() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <p>screen</p>
    </AppProviders>,
  );
}

/** The toast container is a chunk loaded after the first paint: wait until it has mounted. */
async function renderProvidersWithToasts() {
  renderProviders();
  await act(async () => {
    await import('#web/app/toast-container.tsx');
  });
}

/** Lets time pass in small steps, so timers scheduled by re-renders (exit transitions) run too. */
function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) {
    act(() => {
      vi.advanceTimersByTime(100);
    });
  }
}

describe('toasts', () => {
  beforeEach(() => {
    // Only the clock the toast's auto-close reads; React's scheduler keeps its real queue.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  // First in the file: once any test has loaded the container's chunk, it is loaded for the rest.
  it('keeps a toast asked for before the container loaded and shows it once it has', async () => {
    vi.useRealTimers(); // findByRole polls with setTimeout
    renderProviders();
    act(() => {
      notifySuccess('Saved before the container loaded.');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent('Saved before the container loaded.');
  });

  it('shows the ApiError message top-centre and closes it after 5000 ms', async () => {
    await renderProvidersWithToasts();

    act(() => {
      notifyError(new ApiError(409, 'conflict', 'This record was changed by someone else.'));
    });

    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('This record was changed by someone else.');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
    elapse(4800);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    elapse(600);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a generic message, not a developer message, for other errors', async () => {
    await renderProvidersWithToasts();

    act(() => {
      notifyError(new TypeError('cannot read properties of undefined'));
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('undefined');
  });

  it('shows a success message', async () => {
    await renderProvidersWithToasts();

    act(() => {
      notifySuccess('Invoice saved.');
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Invoice saved.');
  });

});
