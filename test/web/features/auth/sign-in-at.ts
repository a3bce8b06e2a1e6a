// The staff and client sign-in tests share one journey: open the screen signed out, wait for its
// heading, type the credentials and press Sign in.
import { screen } from '@testing-library/react';
import { renderApp } from '#test/web/render-app.tsx';

interface SignInAt {
  path: string;
  /** The screen's h1, awaited so typing starts once the form is there. */
  heading: string;
  email: string;
  password: string;
}

export async function signInAt({ path, heading, email, password }: SignInAt) {
  const app = renderApp(path, { signedInAs: 'nobody' });
  await screen.findByRole('heading', { level: 1, name: heading });
  await app.user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await app.user.type(screen.getByLabelText(/^Password/), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return app;
}
