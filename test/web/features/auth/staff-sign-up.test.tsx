import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SignupStatusResponse } from '#functions/contract/auth.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { adminProfile, employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const token = 'invitation-token-0123456789';

function signUpStatus(firstAdminNeeded: boolean) {
  server.use(apiHandler('auth.sign_up_status', () => HttpResponse.json({ first_admin_needed: firstAdminNeeded } satisfies SignupStatusResponse)));
}

function recordSignUps(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    apiHandler('auth.staff_sign_up', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

// Typing through sign-up forms in jsdom takes a few seconds under a busy run.
describe('/signup', () => {
  it('creates the first admin on a fresh install, signs them in and lands on /schedule', async () => {
    signUpStatus(true);
    const bodies = recordSignUps(() => HttpResponse.json(adminProfile satisfies EmployeeProfile, { status: 201 }));
    // /signup makes no profile check (SPEC §4); /schedule does, and the new session cookie answers it.
    const { user, router } = renderApp('/signup', { signedInAs: { staff: adminProfile } });

    await screen.findByRole('heading', { level: 1, name: 'Create the first admin account' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Avery Admin');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Avery@Practice.test');
    await user.type(screen.getByLabelText(/^Password/), 'first admin secret');
    await user.type(screen.getByLabelText(/^Confirm password/), 'first admin secret');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
    expect(bodies).toEqual([
      { name: 'Avery Admin', email: 'avery@practice.test', password: 'first admin secret', password_confirmation: 'first admin secret' },
    ]);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('checks the passwords match in the browser', async () => {
    signUpStatus(true);
    const bodies = recordSignUps(() => HttpResponse.json(adminProfile, { status: 201 }));
    const { user } = renderApp('/signup');

    await screen.findByRole('heading', { level: 1, name: 'Create the first admin account' });
    await user.type(screen.getByLabelText(/^Password/), 'first admin secret');
    await user.type(screen.getByLabelText(/^Confirm password/), 'something else');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));

    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(bodies).toEqual([]);
  });

  it('sets an invited employee’s password from the invitation link and lands on /schedule', async () => {
    const invited = employeeProfileFixture();
    const bodies = recordSignUps(() => HttpResponse.json(invited satisfies EmployeeProfile, { status: 201 }));
    const { user, router } = renderApp(`/signup?token=${token}`, { signedInAs: { staff: invited } });

    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    await user.type(screen.getByLabelText(/^New password/), 'invited secret 1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'invited secret 1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule'));
    expect(bodies).toEqual([{ token, password: 'invited secret 1', password_confirmation: 'invited secret 1' }]);
  });

  it('says the invitation cannot be used when the API refuses its token', async () => {
    recordSignUps(() => apiErrorResponse(422, 'token_invalid', 'This link is invalid or has expired.'));
    const { user } = renderApp(`/signup?token=${token}`);

    await screen.findByRole('heading', { level: 1, name: 'Set your password' });
    await user.type(screen.getByLabelText(/^New password/), 'invited secret 1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'invited secret 1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });

  it('is closed once staff exist: the administrator creates accounts', async () => {
    signUpStatus(false);
    renderApp('/signup');

    expect(await screen.findByText('Staff accounts are created by your administrator.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the API message if someone created the first admin meanwhile', async () => {
    signUpStatus(true);
    recordSignUps(() => apiErrorResponse(403, 'forbidden', 'Staff accounts are created by your administrator.'));
    const { user } = renderApp('/signup');

    await screen.findByRole('heading', { level: 1, name: 'Create the first admin account' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Late Comer');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'late@practice.test');
    await user.type(screen.getByLabelText(/^Password/), 'late secret 12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'late secret 12');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Staff accounts are created by your administrator.');
  });
});
