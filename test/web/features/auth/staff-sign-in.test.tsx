import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { sessionHandlers } from '#test/support/msw/session-handlers.ts';
import { adminProfile, employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { signInAt } from '#test/web/features/auth/sign-in-at.ts';
import { renderApp } from '#test/web/render-app.tsx';

const signIn = (path: string, email: string, password: string) => signInAt({ path, heading: 'Sign in to Lakeside Aesthetics', email, password });

describe('staff sign-in', () => {
  it('signs in with the typed credentials and lands on /schedule with the staff menu', async () => {
    const sent: unknown[] = [];
    server.use(
      apiHandler('auth.staff_login', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(adminProfile satisfies EmployeeProfile);
      }),
    );
    const { router } = await signIn('/', 'Avery@Practice.test', 'correct horse');

    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
    // The same schema as the API: the email is trimmed and lower-cased before it is sent.
    expect(sent).toEqual([{ email: 'avery@practice.test', password: 'correct horse' }]);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // The menu's links are a chunk of their own, loaded after the first paint.
    expect(await within(menu).findByRole('link', { name: 'Invoice List' })).toBeInTheDocument();
  });

  it('shows the API message inline for a wrong password and stays on the sign-in screen', async () => {
    server.use(apiHandler('auth.staff_login', () => apiErrorResponse(401, 'invalid_credentials', 'Invalid email or password')));
    const { router } = await signIn('/', 'avery@practice.test', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows how long to wait when sign-in is throttled (429 with Retry-After)', async () => {
    server.use(
      apiHandler('auth.staff_login', () =>
        HttpResponse.json(
          { error: { code: 'too_many_requests', message: 'Too many sign-in attempts.' } },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    await signIn('/', 'avery@practice.test', 'again');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 2 minutes.');
  });

  it('validates in the browser before calling the API', async () => {
    const { user } = renderApp('/', { signedInAs: 'nobody' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' });

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Email Not valid');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("Password can't be blank");
  });

  it('sends staff who must change their password to /resetPassword', async () => {
    server.use(apiHandler('auth.staff_login', () => HttpResponse.json(employeeProfileFixture({ must_change_password: true }))));
    const { router } = await signIn('/', 'dana@practice.test', 'temporary');

    await waitFor(() => expect(router.state.location.pathname).toBe('/resetPassword'));
  });

  // The onboarding itself completes after this sign-in: test/web/features/payouts/onboarding-return.test.tsx.
  it('is the same screen at /{employee_id}/{stripe_account_id} for a signed-out visitor', async () => {
    renderApp('/01JB6S9Z8Y7X6W5V4T3S2R1Q0P/acct_1Abc', { signedInAs: 'nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
  });

  it('names the practice from the public config, and says Carebook when the config cannot be read', async () => {
    const { unmount } = renderApp('/', { signedInAs: 'nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in to Lakeside Aesthetics · Carebook');
    unmount();

    // Listed first, so it wins over the config handler of the session handlers.
    server.use(apiHandler('system.config', () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')), ...sessionHandlers('nobody'));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Carebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('signing in returns to the screen asked for (issue 22)', () => {
  const manager = employeeProfileFixture({ is_inv_manager: true });

  it('remembers /inventories in the root URL and returns there when the role may open it', async () => {
    server.use(...sessionHandlers('nobody'), apiHandler('auth.staff_login', () => HttpResponse.json(manager satisfies EmployeeProfile)));
    const { router, user } = renderApp('/inventories?tab=requests');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/?next=%2Finventories%3Ftab%3Drequests'));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' });

    await user.type(screen.getByRole('textbox', { name: 'Email' }), manager.email);
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/inventories?tab=requests'));
  });

  it.each([
    ['a screen the role may not open', '/?next=%2Finventories'],
    ['another origin', '/?next=%2F%2Fevil.example%2Fschedule'],
    ['a path that is no screen of the app', '/?next=%2Fnowhere%2Fat%2Fall'],
  ])('goes home instead of %s', async (_case, path) => {
    server.use(apiHandler('auth.staff_login', () => HttpResponse.json(employeeProfileFixture() satisfies EmployeeProfile)));
    const { router } = await signIn(path, 'casey@practice.test', 'correct horse');

    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
  });
});
