// The production routes with the health screen's chunk failing to load (a deploy removed it, the
// connection dropped): the route shows the chunk load error screen at once, not after 120 s.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '#web/lib/reload-page.ts';
import { renderApp } from '#test/web/render-app.tsx';

vi.mock('#web/features/system/pages/healthz-page.tsx', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);
vi.mock('#web/lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

describe('a screen chunk whose import rejects', () => {
  it('shows the chunk load error screen with a Reload action', async () => {
    const { user } = renderApp('/healthz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Chunk load error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the app could not be loaded.');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
