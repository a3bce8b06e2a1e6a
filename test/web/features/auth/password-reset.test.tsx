import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetRequestedMessage, type ClientProfile } from '#functions/contract/auth.ts';
import type { MessageResponse } from '#functions/contract/common.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { adminProfile, clientProfileFixture, employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

const token = 'reset-token-0123456789abcdef';
const invalidLink = 'This link is invalid or has expired.';

/** Records every body sent to a password route and answers with `answer`. */
function recordPasswordCalls(route: 'auth.staff_password' | 'auth.client_password', answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    apiHandler(route, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function setNewPassword(user: User, password = 'a brand new secret') {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), password);
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

describe('forgot password', () => {
  it('sends the typed email and shows the neutral confirmation, which names no account', async () => {
    const bodies = recordPasswordCalls('auth.staff_password', () =>
      HttpResponse.json({ message: resetRequestedMessage } satisfies MessageResponse, { status: 202 }),
    );
    const { user } = renderApp('/resetPassword', { signedInAs: 'nobody' });

    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Someone@Practice.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(resetRequestedMessage);
    expect(bodies).toEqual([{ email: 'someone@practice.test' }]);
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('is linked from the staff sign-in screen', async () => {
    renderApp('/', { signedInAs: 'nobody' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/resetPassword');
  });

  it('is linked from the client sign-in screen to the client reset screen', async () => {
    renderApp('/clients/signin', { signedInAs: 'nobody' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/clients/resetPassword');
  });
});

describe('a reset link', () => {
  it('sets the new password, signs staff in and lands on /schedule', async () => {
    const bodies = recordPasswordCalls('auth.staff_password', () => HttpResponse.json(adminProfile satisfies EmployeeProfile));
    const { user, router } = renderApp(`/resetPassword?token=${token}`, { signedInAs: 'nobody' });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });

    await setNewPassword(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
    expect(bodies).toEqual([{ token, password: 'a brand new secret', password_confirmation: 'a brand new secret' }]);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // The menu's links are a chunk of their own, loaded after the first paint.
    expect(await within(menu).findByRole('link', { name: 'Staff' })).toBeInTheDocument();
  });

  it('signs a client in and lands on /clients', async () => {
    recordPasswordCalls('auth.client_password', () => HttpResponse.json(clientProfileFixture({ name: 'Maya' }) satisfies ClientProfile));
    const { user, router } = renderApp(`/clients/resetPassword?token=${token}`, { signedInAs: 'nobody' });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });

    await setNewPassword(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(within(await screen.findByRole('navigation', { name: 'Main menu' })).getByText('Welcome, Maya')).toBeInTheDocument();
  });

  it('shows the API message for an invalid or expired link, with a way to ask for a new one', async () => {
    recordPasswordCalls('auth.staff_password', () => apiErrorResponse(422, 'token_invalid', invalidLink));
    const { user, router } = renderApp(`/resetPassword?token=${token}`, { signedInAs: 'nobody' });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });

    await setNewPassword(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(invalidLink);
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says the same, without calling the API, for a token too short to be one', async () => {
    renderApp('/resetPassword?token=abc', { signedInAs: 'nobody' });

    expect(await screen.findByRole('alert')).toHaveTextContent(invalidLink);
  });
});

describe('a signed-in user who must change their password', () => {
  it('changes it with the current password and goes on to /schedule', async () => {
    const profile = employeeProfileFixture({ must_change_password: true });
    const bodies = recordPasswordCalls('auth.staff_password', () => HttpResponse.json({ ...profile, must_change_password: false }));
    const { user, router } = renderApp('/resetPassword', { signedInAs: { staff: profile } });

    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    await user.type(screen.getByLabelText(/^Current password/), 'the old one');
    await user.type(screen.getByLabelText(/^New password/), 'a brand new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
    expect(bodies).toEqual([{ current_password: 'the old one', password: 'a brand new secret', password_confirmation: 'a brand new secret' }]);
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
  });
});
