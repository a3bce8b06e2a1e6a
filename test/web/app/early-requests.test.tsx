import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startEarlyRequests } from '#web/app/early-requests.ts';
import { createAppRoutes } from '#web/app/router.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { sessionHandlers } from '#test/support/msw/session-handlers.ts';
import { renderApp } from '#test/web/render-app.tsx';

/** Nobody is signed in; the session probe's and the config's calls are counted. */
function countProbes() {
  const asked: string[] = [];
  server.use(...sessionHandlers('nobody', asked));
  return asked;
}

/** What main.tsx does: the requests start before the first render, on the client the app then uses. */
function renderAppWithEarlyRequests(path: string) {
  const queryClient = createQueryClient();
  startEarlyRequests(createAppRoutes(), queryClient, { pathname: path });
  return renderApp(path, { queryClient });
}

describe('the requests the entry starts', () => {
  it('are adopted by the screens: the sign-in screen asks the session and the config once', async () => {
    const asked = countProbes();
    renderAppWithEarlyRequests('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(asked.toSorted()).toEqual(['config', 'session']);
  });

  it('asks the client screens who is signed in, but not for the practice name they do not show', async () => {
    const asked = countProbes();
    renderAppWithEarlyRequests('/clients/signin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Client sign in' })).toBeInTheDocument();
    expect(asked).toEqual(['session']);
  });

  it('asks nothing for a screen that ignores identity when the tab had no session', async () => {
    const asked = countProbes();
    server.use(apiHandler('system.health', () => HttpResponse.json({ meta: {}, data: { status: 'ok', version: '1', gitsha: '1', table: 'ok' } })));
    renderAppWithEarlyRequests('/healthz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
