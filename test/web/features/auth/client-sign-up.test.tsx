import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '#functions/contract/auth.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  password: () => screen.getByLabelText(/^Password/),
  confirm: () => screen.getByLabelText(/^Confirm password/),
};

async function fillIn(user: User, values: { email?: string; confirm?: string } = {}) {
  await user.type(field.firstName(), 'Maya');
  await user.type(field.lastName(), 'Lopez');
  await user.type(field.email(), values.email ?? 'maya@example.test');
  await user.type(field.password(), 'long enough secret');
  await user.type(field.confirm(), values.confirm ?? 'long enough secret');
}

async function openSignUp(path = '/clients/signup') {
  const app = renderApp(path, { signedInAs: 'nobody' });
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return app;
}

/** Counts sign-up calls; browser validation must stop a bad form before any call. */
function countSignUps(answer: () => Response = () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')) {
  const calls: unknown[] = [];
  server.use(
    apiHandler('auth.client_sign_up', async ({ request }) => {
      calls.push(await request.json());
      return answer();
    }),
  );
  return calls;
}

describe('client sign-up', () => {
  it('rejects mismatched passwords in the browser, on the Confirm password field', async () => {
    const calls = countSignUps();
    const { user } = await openSignUp();

    await fillIn(user, { confirm: 'something else' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field.confirm()).toHaveAccessibleDescription('Passwords do not match');
    expect(field.confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('rejects a malformed email and blank names in the browser, focusing the first problem', async () => {
    const calls = countSignUps();
    const { user } = await openSignUp();

    await user.type(field.email(), 'maya@');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field.email()).toHaveAccessibleDescription('Email Not valid');
    expect(field.firstName()).toHaveAccessibleDescription("First name can't be blank");
    expect(field.lastName()).toHaveAccessibleDescription("Last name can't be blank");
    expect(field.firstName()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("says a blank email can't be blank, like every other blank field", async () => {
    const calls = countSignUps();
    const { user } = await openSignUp();

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field.email()).toHaveAccessibleDescription("Email can't be blank");
    expect(field.firstName()).toHaveAccessibleDescription("First name can't be blank");
    expect(calls).toEqual([]);
  });

  it("shows the API's field error on the field it names", async () => {
    countSignUps(() =>
      apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { email: 'Email already taken' }),
    );
    const { user } = await openSignUp();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(field.email()).toHaveAccessibleDescription('Email already taken'));
    expect(field.email()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('creates the account with the referral and time zone, then lands on /clients welcomed by name', async () => {
    const calls = countSignUps(() => HttpResponse.json(clientProfileFixture({ name: 'Maya' }) satisfies ClientProfile, { status: 201 }));
    const { user, router } = await openSignUp('/clients/signup?ref=DANA42');

    await fillIn(user, { email: ' Maya@Example.test ' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // The menu's content is a chunk of its own: it may still be arriving when the landmark is there.
    expect(await within(menu).findByText('Welcome, Maya')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to our online booking site' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        client: {
          name: 'Maya',
          last_name: 'Lopez',
          email: 'maya@example.test',
          password: 'long enough secret',
          password_confirmation: 'long enough secret',
        },
        ref: 'DANA42',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
  });
});
