// My Profile › Bank details (REFERENCE §3.13, §5): connect through Stripe's hosted onboarding, what
// Stripe holds once connected (linked, no bank, verification pending), "Finish onboarding" for an
// unfinished account, and the API's refusal shown where the user pressed.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import type { ConnectResponse } from '#functions/contract/payouts.ts';
import { apiErrorResponse } from '#test/support/msw/api-handlers.ts';
import { accountFixture, payoutHandlers, type PayoutApi } from '#test/support/msw/payout-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('#web/features/payments/api/payments-keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/payments/api/payments-keys.ts')>()),
  goToCheckout,
}));
beforeEach(() => goToCheckout.mockClear());

const onboardingUrl = 'http://127.0.0.1:9/connect/onboarding/acctl_1';
const connected = (overrides: Partial<EmployeeProfile> = {}) => employeeProfileFixture({ stripe_account_id: 'acct_1Dana', ...overrides });

async function openBank(profile: EmployeeProfile, api: PayoutApi) {
  const payouts = payoutHandlers(api);
  server.use(...payouts.handlers);
  const app = renderApp('/myprofile?tab=bank', { signedInAs: { staff: profile } });
  const section = within(await screen.findByRole('region', { name: 'Bank details' }, { timeout: 15_000 }));
  return { ...app, ...payouts, section };
}

describe('My Profile › Bank details', { timeout: 30_000 }, () => {
  it('opens on its tab from the address and connects a new account through Stripe', async () => {
    const { user, section, calls } = await openBank(employeeProfileFixture(), {
      answers: { 'payouts.connect': () => HttpResponse.json({ message: 'Redirecting to Stripe', redirect_url: onboardingUrl } satisfies ConnectResponse) },
    });
    expect(screen.getByRole('tab', { name: 'Bank details' })).toHaveAttribute('aria-selected', 'true');
    expect(await section.findByText('No bank account connected', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Connect bank account' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(onboardingUrl));
    expect(calls('payouts.connect')[0]?.body).toEqual({ employee_id: employeeProfileFixture().id });
  });

  it('shows a linked account with its bank, and asks Stripe nothing more', async () => {
    const { section, asked } = await openBank(connected({ stripe_payouts_enabled: true, stripe_details_submitted: true }), { accounts: { mine: accountFixture('ready') } });
    expect(await section.findByText('Payouts enabled')).toBeInTheDocument();
    expect(section.getByText('Linked: you can be paid for finalized invoices.')).toBeInTheDocument();
    expect(section.getByRole('list', { name: 'Bank accounts' })).toHaveTextContent('STRIPE TEST BANK ending in 6789, routing 110000000 (verified)');
    expect(section.queryByRole('button', { name: 'Finish onboarding' })).not.toBeInTheDocument();
    expect(asked).toEqual(['mine']);
  });

  it.each([
    ['pending', 'Verification pending', 'Payouts are disabled until Stripe finishes verifying your details (requirements pending).'],
    ['no_bank', 'No bank account', 'Stripe has no bank account for you, so payouts are disabled.'],
  ] as const)('says plainly why payouts are off (%s)', async (state, badge, sentence) => {
    const { section } = await openBank(connected({ stripe_details_submitted: true }), { accounts: { mine: accountFixture(state) } });
    expect(await section.findByText(badge)).toBeInTheDocument();
    expect(section.getByText(sentence)).toBeInTheDocument();
  });

  // Issue 20: the onboarding requirements say what Stripe still needs or is checking.
  it.each([
    ['no_bank', 'Stripe still needs', ['A bank account']],
    ['pending', 'Stripe is verifying', ['Identity document']],
    ['unfinished', 'Stripe still needs', ['Business type', 'A bank account', "Acceptance of Stripe's terms"]],
  ] as const)('lists the requirements while payouts are off (%s)', async (state, title, items) => {
    const { section } = await openBank(connected({ stripe_details_submitted: state !== 'unfinished' }), { accounts: { mine: accountFixture(state) } });
    const list = await section.findByRole('list', { name: title });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
  });

  it('lists no requirements once payouts are enabled', async () => {
    const ready = { ...accountFixture('ready'), requirements: { currently_due: ['business_profile.url'], pending_verification: [], disabled_reason: null } };
    const { section } = await openBank(connected({ stripe_payouts_enabled: true, stripe_details_submitted: true }), { accounts: { mine: ready } });
    expect(await section.findByText('Payouts enabled')).toBeInTheDocument();
    expect(section.queryByRole('list', { name: 'Stripe still needs' })).not.toBeInTheDocument();
  });

  it('offers a fresh link for unfinished onboarding and shows a refusal in place', async () => {
    const { user, section } = await openBank(connected(), {
      accounts: { mine: accountFixture('unfinished') },
      answers: { 'payouts.connect': () => apiErrorResponse(409, 'invalid_state', 'Stripe onboarding is already complete.') },
    });
    expect(await section.findByText('Onboarding not finished')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Finish onboarding' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Stripe onboarding is already complete.');
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('says when the bank details cannot be read', async () => {
    const { section } = await openBank(connected(), { accounts: {} });
    expect(await section.findByRole('alert')).toHaveTextContent('Could not load your bank details');
  });
});
