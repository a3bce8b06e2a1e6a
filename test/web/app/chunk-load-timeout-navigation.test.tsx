// The production routes with the health screen's chunk never arriving, reached by navigating from
// another screen: the current screen stays with a progress bar until the (injected) timeout, then
// the chunk load error screen shows. Its own file: a hung import stays pending in the module
// registry, and a second scenario in the same file may get the real module instead.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#test/web/render-app.tsx';

vi.mock('#web/features/system/pages/healthz-page.tsx', () => new Promise(() => undefined));

describe('navigating to a screen whose chunk does not load in time', () => {
  it('keeps the current screen with a progress bar, then shows the chunk load error screen', async () => {
    const { router } = renderApp('/somewhere-else', { chunkTimeoutMs: 200 });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    void router.navigate('/healthz');

    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chunk load error' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
