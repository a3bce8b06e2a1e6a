import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '#functions/contract/auth.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { signInAt } from '#test/web/features/auth/sign-in-at.ts';
import { renderApp } from '#test/web/render-app.tsx';

const signIn = (email: string, password: string) => signInAt({ path: '/clients/signin', heading: 'Client sign in', email, password });

describe('client sign-in', () => {
  it('signs in and lands on /clients with the client menu', async () => {
    server.use(apiHandler('auth.client_login', () => HttpResponse.json(clientProfileFixture({ name: 'Maya' }) satisfies ClientProfile)));
    const { router } = await signIn('maya@example.test', 'long enough secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // The menu's content is a chunk of its own: it may still be arriving when the landmark is there.
    expect(await within(menu).findByText('Welcome, Maya')).toBeInTheDocument();
  });

  it('shows the API message for a wrong password', async () => {
    server.use(apiHandler('auth.client_login', () => apiErrorResponse(401, 'invalid_credentials', 'Invalid email or password')));
    const { router } = await signIn('maya@example.test', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/clients/signin');
  });

  it('sends a client who must change their password to /clients/resetPassword', async () => {
    server.use(apiHandler('auth.client_login', () => HttpResponse.json(clientProfileFixture({ must_change_password: true }))));
    const { router } = await signIn('maya@example.test', 'temporary');

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/resetPassword'));
  });

  it('moves a client who is already signed in on to /clients', async () => {
    const { router } = renderApp('/clients/signin', { signedInAs: { client: clientProfileFixture() } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to our online booking site' })).toBeInTheDocument();
  });
});

describe('the client home for a signed-out visitor', () => {
  it('offers sign in and sign up, and no menu', async () => {
    renderApp('/clients', { signedInAs: 'nobody' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to our online booking site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/clients/signin');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/clients/signup');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
