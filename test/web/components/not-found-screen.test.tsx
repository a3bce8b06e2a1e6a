import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#test/web/render-app.tsx';

describe('not-found screen', () => {
  it('answers an unknown path with a heading, an explanation and a link home', async () => {
    renderApp('/no/such/page');

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(main).getByText(/there is no page at this address/i)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Carebook');
  });

  it('takes the user home when the link is followed', async () => {
    const { router, user } = renderApp('/missing', { signedInAs: 'nobody' });

    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Lakeside Aesthetics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('answers an unknown two-segment path, which the sign-in screen with ids does not claim', async () => {
    renderApp('/clients/no-such-screen', { signedInAs: 'nobody' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
