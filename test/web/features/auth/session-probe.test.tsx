import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { sessionHandlers } from '#test/support/msw/session-handlers.ts';
import { adminProfile, clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { practiceConfig } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';


describe('the session probe on start', () => {
  it('asks GET /api/session once and stores the staff answer for a reload', async () => {
    const asked: string[] = [];
    server.use(...sessionHandlers({ staff: adminProfile }, asked));
    renderApp('/myprofile');

    // The first visit transforms the My Profile chunk (it holds the invoice tabs): allow a busy machine the time.
    expect(await screen.findByRole('heading', { level: 2, name: adminProfile.name }, { timeout: 15_000 })).toBeInTheDocument();
    // The inventory tab of My Profile then reads its own fresh copy of the stock (myprofile).
    expect(asked.filter((call) => call === 'session')).toEqual(['session']);
    expect(JSON.parse(window.sessionStorage.getItem('carebook.session') ?? 'null')).toEqual({ kind: 'staff', profile: adminProfile });
  });

  it('takes a client answer, even in a tab that had a staff session', async () => {
    window.sessionStorage.setItem('carebook.session', JSON.stringify({ kind: 'staff', profile: adminProfile }));
    server.use(...sessionHandlers({ client: clientProfileFixture({ name: 'Maya' }) }));
    renderApp('/clients');

    expect(await screen.findByText('Welcome, Maya')).toBeInTheDocument();
  });

  it('a visitor causes no failed request: the probe answers 200 with nobody', async () => {
    const failed: string[] = [];
    server.events.on('response:mocked', ({ response, request }) => {
      if (!response.ok) failed.push(`${response.status} ${new URL(request.url).pathname}`);
    });
    const asked: string[] = [];
    server.use(...sessionHandlers('nobody', asked));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(asked.toSorted()).toEqual(['config', 'session']);
    expect(failed).toEqual([]);
    server.events.removeAllListeners();
  });

  it('asks nothing on /healthz for a visitor with no stored session (no 401s in the console)', async () => {
    server.use(apiHandler('system.health', () => HttpResponse.json({ meta: {}, data: { status: 'ok', version: '1', gitsha: '1', table: 'ok' } })));
    // No session handler: a probe would be an unhandled request and fail the test.
    renderApp('/healthz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Healthy'));
  });

  it('treats a failed probe as signed out, logs it and goes to the root (SPEC §4, §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      apiHandler('auth.session', () => apiErrorResponse(404, 'not_found', 'Not found')),
      apiHandler('system.config', () => HttpResponse.json(practiceConfig)),
    );
    const { router } = renderApp('/myprofile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(logged).toHaveBeenCalledWith('Could not check who is signed in:', expect.objectContaining({ status: 404 }));
  });
});
