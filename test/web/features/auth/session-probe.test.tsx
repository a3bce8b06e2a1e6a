import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { adminProfile, clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { practiceConfig } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

// Once someone is signed in, the banner shows the practice's name from the public config.
const configHandler = () => apiHandler('system.config', () => HttpResponse.json(practiceConfig));

describe('the session probe on start', () => {
  it('in a tab that had a staff session, asks only the staff profile and stores the answer for a reload', async () => {
    window.sessionStorage.setItem('carebook.session', JSON.stringify({ kind: 'staff', profile: adminProfile }));
    const asked: string[] = [];
    server.use(
      apiHandler('employees.myprofile', () => {
        asked.push('myprofile');
        return HttpResponse.json(adminProfile);
      }),
      configHandler(),
    );
    renderApp('/myprofile');

    expect(await screen.findByRole('heading', { level: 2, name: adminProfile.name })).toBeInTheDocument();
    // No handler answers the client profile: asking it would be an unhandled request and fail the
    // test. The inventory tab of My Profile then reads its own fresh copy of the stock.
    expect(asked[0]).toBe('myprofile');
    expect(asked.every((call) => call === 'myprofile')).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem('carebook.session') ?? 'null')).toEqual({ kind: 'staff', profile: adminProfile });
  });

  it('in a new tab, asks both profiles at once and takes the staff answer', async () => {
    const asked: string[] = [];
    let releaseStaff = () => {};
    const staffHeld = new Promise<void>((resolve) => { releaseStaff = resolve; });
    server.use(
      apiHandler('employees.myprofile', async () => {
        asked.push('myprofile');
        await staffHeld;
        return HttpResponse.json(adminProfile);
      }),
      apiHandler('auth.client_profile', () => {
        asked.push('client profile');
        // Both are in flight before either answers: one round trip, not two.
        releaseStaff();
        return apiErrorResponse(401, 'unauthenticated', 'Not Authorized');
      }),
      configHandler(),
    );
    renderApp('/myprofile');

    expect(await screen.findByRole('heading', { level: 2, name: adminProfile.name })).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual(['myprofile', 'client profile']);
    expect(JSON.parse(window.sessionStorage.getItem('carebook.session') ?? 'null')).toEqual({ kind: 'staff', profile: adminProfile });
  });

  it('in a tab that had a staff session, asks for the client profile when the staff profile answers 401', async () => {
    window.sessionStorage.setItem('carebook.session', JSON.stringify({ kind: 'staff', profile: adminProfile }));
    const asked: string[] = [];
    const client = clientProfileFixture({ name: 'Maya' });
    server.use(
      apiHandler('employees.myprofile', () => {
        asked.push('myprofile');
        return apiErrorResponse(401, 'unauthenticated', 'Not Authorized');
      }),
      apiHandler('auth.client_profile', () => {
        asked.push('client profile');
        return HttpResponse.json(client);
      }),
      configHandler(),
    );
    renderApp('/clients');

    expect(await screen.findByText('Welcome, Maya')).toBeInTheDocument();
    expect(asked).toEqual(['myprofile', 'client profile']);
  });

  it('asks nothing on /healthz for a visitor with no stored session (no 401s in the console)', async () => {
    server.use(apiHandler('system.health', () => HttpResponse.json({ meta: {}, data: { status: 'ok', version: '1', gitsha: '1', table: 'ok' } })));
    // No profile handlers: a probe would be an unhandled request and fail the test.
    renderApp('/healthz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Healthy'));
  });

  it('treats a failed probe as signed out, logs it and goes to the root (SPEC §4, §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      apiHandler('employees.myprofile', () => apiErrorResponse(404, 'not_found', 'Not found')),
      apiHandler('auth.client_profile', () => apiErrorResponse(401, 'unauthenticated', 'Not Authorized')),
      apiHandler('system.config', () => HttpResponse.json(practiceConfig)),
    );
    const { router } = renderApp('/myprofile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(logged).toHaveBeenCalledWith('Could not check who is signed in:', expect.objectContaining({ status: 404 }));
  });
});
