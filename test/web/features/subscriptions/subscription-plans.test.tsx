// My Profile › Subscription Plans (REFERENCE §3.13, §5): the prices in the order the server sorted
// them, the plan and its status with the renewal or end date, Subscribe → hosted Checkout, "Manage
// subscription" → the billing portal, and "Switch to free" refused (409) while paid is active.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostedUrlResponse, PricingResponse } from '#functions/contract/subscriptions.ts';
import { apiErrorResponse } from '#test/support/msw/api-handlers.ts';
import { payoutHandlers, type PayoutApi } from '#test/support/msw/payout-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('#web/features/payments/api/payments-keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/payments/api/payments-keys.ts')>()),
  goToCheckout,
}));
beforeEach(() => goToCheckout.mockClear());

const product = { id: 'prod_1Pro', name: 'Carebook Pro', description: 'Priority support' };
const prices: PricingResponse['prices'] = [
  { id: 'price_1Monthly', lookup_key: 'monthly', unit_amount_cents: 2_900, currency: 'usd', interval: 'month', product },
  { id: 'price_1Yearly', lookup_key: 'yearly', unit_amount_cents: 29_000, currency: 'usd', interval: 'year', product },
];
const free: PricingResponse = { prices, plan: 'free', subscription_status: null, subscription_ends_at: null, cancel_at_period_end: false };
const paid: PricingResponse = { prices, plan: 'paid', subscription_status: 'active', subscription_ends_at: '2026-12-26T18:00:00.000Z', cancel_at_period_end: false };

function details(): Record<string, string | null | undefined> {
  const terms = within(screen.getByRole('region', { name: 'Subscription Plans' })).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

async function openPlans(api: PayoutApi) {
  const payouts = payoutHandlers(api);
  server.use(...payouts.handlers);
  const app = renderApp('/myprofile?tab=subscription', { signedInAs: { staff: employeeProfile } });
  const section = within(await screen.findByRole('region', { name: 'Subscription Plans' }, { timeout: 15_000 }));
  await section.findByRole('region', { name: 'Free plan' }, { timeout: 15_000 });
  return { ...app, ...payouts, section };
}

describe('My Profile › Subscription Plans', { timeout: 30_000 }, () => {
  it('lists Free and the prices by amount, and subscribes through hosted Checkout', async () => {
    const url = 'http://127.0.0.1:9/c/pay/cs_test_sub';
    const { user, section, calls } = await openPlans({ pricing: free, answers: { 'payouts.subscription_checkout': () => HttpResponse.json({ url } satisfies HostedUrlResponse) } });
    expect(section.getAllByRole('region').map((card) => card.getAttribute('aria-label'))).toEqual(['Free plan', 'Monthly plan', 'Yearly plan']);
    expect(within(section.getByRole('region', { name: 'Monthly plan' })).getByText('$29.00 / month')).toBeInTheDocument();
    expect(within(section.getByRole('region', { name: 'Free plan' })).getByText('Current plan')).toBeInTheDocument();
    expect(details()).toEqual({ Plan: 'Free', Status: 'No subscription' });
    expect(section.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Subscribe monthly' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(url));
    expect(calls('payouts.subscription_checkout')[0]?.body).toEqual({ price_id: 'price_1Monthly' });
  });

  it('shows an active subscription with its renewal, and opens the billing portal', async () => {
    const url = 'http://127.0.0.1:9/p/session/bps_1';
    const { user, section } = await openPlans({ pricing: paid, answers: { 'payouts.billing_portal': () => HttpResponse.json({ url } satisfies HostedUrlResponse) } });
    expect(details()).toEqual({ Plan: 'Paid', Status: 'Active', Renewal: '12/26/2026' });
    expect(section.queryByRole('button', { name: /^Subscribe/ })).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Manage subscription' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(url));
  });

  it('says when a subscription cancels at period end, and shows why it cannot switch to free yet', async () => {
    const message = 'Cancel your paid subscription in the billing portal first.';
    const { user, section, calls } = await openPlans({
      pricing: { ...paid, cancel_at_period_end: true },
      answers: { 'payouts.update_plan': () => apiErrorResponse(409, 'invalid_state', message) },
    });
    expect(details()).toEqual({ Plan: 'Paid', Status: 'Active', 'Ends At': '12/26/2026', Cancellation: 'Cancels at period end' });
    await user.click(section.getByRole('button', { name: 'Switch to free' }));
    expect(await section.findByRole('alert')).toHaveTextContent(message);
    expect(calls('payouts.update_plan')[0]).toEqual({ params: { id: employeeProfile.id }, body: { plan: 'free' } });
  });

  it('says when the plans cannot be loaded', async () => {
    payoutHandlers({}).handlers.forEach((h) => server.use(h));
    renderApp('/myprofile?tab=subscription', { signedInAs: { staff: employeeProfile } });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Could not load the plans');
  });
});
