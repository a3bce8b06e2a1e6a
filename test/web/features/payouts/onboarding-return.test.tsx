// The pages Stripe's onboarding returns to (SPEC §2, REFERENCE §3.13): `/{employee_id}/{account}`
// and `/stripe-onboard-success/{employee_id}/{account}` post `stripe_onboarding_complete` once, then
// land on My Profile › Bank details showing the account linked; a refusal (422: not the stored
// account) is shown with a way back; a signed-out provider signs in first.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import type { OnboardingCompleteResponse } from '#functions/contract/payouts.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { accountFixture, payoutHandlers } from '#test/support/msw/payout-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { signInAt } from '#test/web/features/auth/sign-in-at.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const account = 'acct_1Dana';
const before = employeeProfileFixture({ stripe_account_id: account });
const linked: EmployeeProfile = { ...before, stripe_details_submitted: true, stripe_payouts_enabled: true };

function completing(answer: () => Response = () => HttpResponse.json({ message: 'Stripe account linked successfully', employee: linked } satisfies OnboardingCompleteResponse)) {
  const payouts = payoutHandlers({ accounts: { mine: accountFixture('ready') }, answers: { 'payouts.onboarding_complete': answer } });
  server.use(...payouts.handlers);
  return payouts;
}

async function landsLinked(router: { state: { location: { pathname: string; search: string } } }) {
  expect(await screen.findByText('Stripe account linked successfully', {}, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/myprofile?tab=bank'));
  const section = within(await screen.findByRole('region', { name: 'Bank details' }));
  expect(await section.findByText('Payouts enabled', {}, { timeout: 15_000 })).toBeInTheDocument();
}

describe('the Stripe onboarding return', { timeout: 30_000 }, () => {
  it.each([`/${before.id}/${account}`, `/stripe-onboard-success/${before.id}/${account}`])('completes onboarding once at %s and shows the account linked', async (path) => {
    const { calls } = completing();
    const { router } = renderApp(path, { signedInAs: { staff: before } });
    await landsLinked(router);
    expect(calls('payouts.onboarding_complete').map((c) => c.body)).toEqual([{ employee_id: before.id, stripe_account_id: account }]);
  });

  it('shows the refusal of an account that is not the stored one, with a way back', async () => {
    completing(() => apiErrorResponse(422, 'validation_failed', 'This Stripe account does not belong to you.', { stripe_account_id: 'Does not match' }));
    const { user, router } = renderApp(`/${before.id}/acct_1Other`, { signedInAs: { staff: before } });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Bank account not linked');
    expect(alert).toHaveTextContent('This Stripe account does not belong to you.');
    await user.click(screen.getByRole('link', { name: 'Back to Bank details' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bank'));
  });

  it('asks a signed-out provider to sign in, then completes the onboarding', async () => {
    const { calls } = completing();
    server.use(apiHandler('auth.staff_login', () => HttpResponse.json(before)));
    const { router } = await signInAt({ path: `/${before.id}/${account}`, heading: 'Sign in to Lakeside Aesthetics', email: 'dana@practice.test', password: 'correct horse' });
    await landsLinked(router);
    expect(calls('payouts.onboarding_complete')).toHaveLength(1);
  });
});
