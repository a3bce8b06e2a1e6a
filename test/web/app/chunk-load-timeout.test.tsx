// The production routes with the health screen's chunk never arriving: after the (injected)
// timeout the route shows the chunk load error screen, whose Reload reloads the page.
// One scenario per file: a hung import stays pending in the module registry.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '#web/lib/reload-page.ts';
import { renderApp } from '#test/web/render-app.tsx';

vi.mock('#web/features/system/pages/healthz-page.tsx', () => new Promise(() => undefined));
vi.mock('#web/lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

describe('a screen chunk that does not load in time', () => {
  it('shows a loader, then the chunk load error screen with a Reload action', async () => {
    const { user } = renderApp('/healthz', { chunkTimeoutMs: 50 });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chunk load error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the app could not be loaded.');
    expect(document.title).toBe('Chunk load error · Carebook');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
