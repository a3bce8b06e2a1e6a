import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { findMainMenu } from '#test/web/menu-helpers.ts';
import { adminProfile, clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp, type RenderAppOptions } from '#test/web/render-app.tsx';

async function clickLogout(path: string, signedInAs: RenderAppOptions['signedInAs']) {
  const app = renderApp(path, { signedInAs });
  await screen.findByRole('heading', { level: 1 });
  await app.user.click(within(await findMainMenu()).getByRole('button', { name: 'Logout' }));
  return app;
}

describe('staff logout', () => {
  it('signs out on the server, forgets the session and goes to the sign-in screen', async () => {
    let calls = 0;
    server.use(
      apiHandler('auth.staff_logout', () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, queryClient } = await clickLogout('/myprofile', { staff: adminProfile });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toBe(1);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('carebook.session')).toBeNull();
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual({ kind: 'none' });
  });
});

describe('reads in flight at logout', () => {
  it('are aborted before the server ends the session, so none comes back 401', async () => {
    let aborted = false;
    let abortedWhenLogoutArrived: boolean | undefined;
    server.use(
      apiHandler('auth.staff_logout', () => {
        abortedWhenLogoutArrived = aborted;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const app = renderApp('/myprofile', { signedInAs: { staff: adminProfile } });
    await screen.findByRole('heading', { level: 1 });
    // A screen's read still waiting for its answer when Logout is pressed.
    void app.queryClient.prefetchQuery({
      queryKey: ['a-slow-read'],
      queryFn: ({ signal }) => new Promise((_, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new Error('aborted'));
        });
      }),
    });
    await app.user.click(within(await findMainMenu()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(abortedWhenLogoutArrived).toBe(true);
  });
});

describe('client logout', () => {
  it('goes to /clients with the history entry replaced', async () => {
    server.use(apiHandler('auth.client_logout', () => new HttpResponse(null, { status: 204 })));
    const { router } = await clickLogout('/clients', { client: clientProfileFixture({ name: 'Maya' }) });

    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/clients');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('a logout that fails', () => {
  it("shows the server's error message and keeps the user signed in", async () => {
    server.use(apiHandler('auth.staff_logout', () => apiErrorResponse(500, 'internal_error', 'Something went wrong on our side.')));
    const { router } = await clickLogout('/myprofile', { staff: adminProfile });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(router.state.location.pathname).toBe('/myprofile');
    expect(await findMainMenu()).toBeInTheDocument();
  });

  it('shows the status text when the answer is not the error shape', async () => {
    server.use(apiHandler('auth.client_logout', () => new HttpResponse('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    await clickLogout('/clients', { client: clientProfileFixture() });

    expect(await screen.findByRole('alert')).toHaveTextContent('Bad Gateway');
  });

  it("shows the error's own message when there is no answer at all", async () => {
    server.use(apiHandler('auth.staff_logout', () => HttpResponse.error()));
    await clickLogout('/myprofile', { staff: adminProfile });

    expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please try again later.');
  });
});
