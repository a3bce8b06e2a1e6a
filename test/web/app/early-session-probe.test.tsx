import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startEarlySessionProbe } from '#web/app/early-session-probe.ts';
import { createAppRoutes } from '#web/app/router.tsx';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { practiceConfig } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

/** Counts the session probe's calls; both answer "not signed in". */
function countProbes() {
  const asked: string[] = [];
  server.use(
    apiHandler('employees.myprofile', () => {
      asked.push('myprofile');
      return apiErrorResponse(401, 'unauthenticated', 'Not Authorized');
    }),
    apiHandler('auth.client_profile', () => {
      asked.push('client profile');
      return apiErrorResponse(401, 'unauthenticated', 'Not Authorized');
    }),
    apiHandler('system.config', () => HttpResponse.json(practiceConfig)),
  );
  return asked;
}

describe('the session probe started by the entry', () => {
  it('is adopted by the root layout: the sign-in screen asks each profile once', async () => {
    const asked = countProbes();
    startEarlySessionProbe(createAppRoutes(), { pathname: '/' });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(asked.toSorted()).toEqual(['client profile', 'myprofile']);
  });

  it('asks nothing for a screen that ignores identity when the tab had no session', async () => {
    const asked = countProbes();
    server.use(apiHandler('system.health', () => HttpResponse.json({ meta: {}, data: { status: 'ok', version: '1', gitsha: '1', table: 'ok' } })));
    startEarlySessionProbe(createAppRoutes(), { pathname: '/healthz' });
    renderApp('/healthz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
