// The Staff screen's Stripe status (REFERENCE §5 Staff): for an admin, a badge per employee in the
// list from their record, and in their details the bank accounts Stripe holds, asked for that
// employee; inventory managers get neither (the API leaves the Stripe fields out for them).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFixture, payoutHandlers } from '#test/support/msw/payout-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { staffHandlers } from '#test/support/msw/staff-handlers.ts';
import { avery, dana, locations, managerViewOf, morgan } from '#test/web/fixtures/employees.ts';
import { adminProfile, inventoryManagerProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const linkedDana = { ...dana, stripe_account_id: 'acct_1Dana', stripe_details_submitted: true, stripe_payouts_enabled: true };
const pendingMorgan = { ...morgan, stripe_account_id: 'acct_1Morgan', stripe_details_submitted: true };

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr') as HTMLElement;

describe('the Staff screen › Stripe status', { timeout: 30_000 }, () => {
  it("badges each employee's Stripe status and shows an employee's bank details from Stripe", async () => {
    const payouts = payoutHandlers({ accounts: { [linkedDana.id]: accountFixture('ready') } });
    server.use(...staffHandlers({ staff: [avery, linkedDana, pendingMorgan], locations }).handlers, ...payouts.handlers);
    const { user } = renderApp('/employees', { signedInAs: { staff: adminProfile } });
    await screen.findByRole('button', { name: 'Dana Whitfield' }, { timeout: 15_000 });
    expect(screen.getByRole('columnheader', { name: 'Stripe' })).toBeInTheDocument();
    expect(within(rowOf('Avery Admin')).getAllByText('Not connected').length).toBeGreaterThan(0);
    expect(within(rowOf('Dana Whitfield')).getAllByText('Payouts enabled').length).toBeGreaterThan(0);
    expect(within(rowOf('Morgan Lee')).getAllByText('Payouts disabled').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Dana Whitfield' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Dana Whitfield' }));
    expect(await drawer.findByRole('list', { name: 'Bank accounts' })).toHaveTextContent('STRIPE TEST BANK ending in 6789');
    expect(drawer.getByText('Linked: they can be paid for finalized invoices.')).toBeInTheDocument();
    expect(payouts.asked).toEqual([linkedDana.id]);
  });

  it("lists what Stripe still needs or is verifying for an employee whose payouts are disabled", async () => {
    const payouts = payoutHandlers({ accounts: { [pendingMorgan.id]: accountFixture('pending') } });
    server.use(...staffHandlers({ staff: [avery, linkedDana, pendingMorgan], locations }).handlers, ...payouts.handlers);
    const { user } = renderApp('/employees', { signedInAs: { staff: adminProfile } });
    await user.click(await screen.findByRole('button', { name: 'Morgan Lee' }, { timeout: 15_000 }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Morgan Lee' }));
    expect(await drawer.findByRole('list', { name: 'Stripe is verifying' })).toHaveTextContent('Identity document');
    expect(drawer.getByText('Payouts are disabled until Stripe finishes verifying their details (requirements pending).')).toBeInTheDocument();
  });

  it('says an employee without an account cannot be paid through Stripe yet, asking Stripe nothing', async () => {
    const payouts = payoutHandlers({});
    server.use(...staffHandlers({ staff: [avery, dana], locations }).handlers, ...payouts.handlers);
    const { user } = renderApp('/employees', { signedInAs: { staff: adminProfile } });
    await user.click(await screen.findByRole('button', { name: 'Dana Whitfield' }, { timeout: 15_000 }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Dana Whitfield' }));
    expect(drawer.getByText('Dana Whitfield has not connected a bank account yet, so their invoices cannot be paid through Stripe.')).toBeInTheDocument();
    expect(payouts.asked).toEqual([]);
  });

  it('shows inventory managers no Stripe column', async () => {
    server.use(...staffHandlers({ staff: [avery, dana].map(managerViewOf), locations }).handlers);
    renderApp('/employees', { signedInAs: { staff: inventoryManagerProfile } });
    await screen.findByRole('button', { name: 'Dana Whitfield' }, { timeout: 15_000 });
    expect(screen.queryByRole('columnheader', { name: 'Stripe' })).not.toBeInTheDocument();
  });
});
