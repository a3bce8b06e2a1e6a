// Connect through the official SDK: Express accounts, account links and the hosted onboarding page's
// three outcomes, transfers with idempotency and Stripe's errors, and the test controls.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { postForm, secret, useSdkHarness } from '#test/scripts/stripe-emulator/sdk-harness.ts';

const h = useSdkHarness();
const bank = { routing_number: '110000000', account_number: '000123456789', verification: 'verified' };

async function expressAccount(): Promise<Stripe.Account> {
  return h.stripe.accounts.create({ type: 'express', country: 'US', email: 'pat@example.com', capabilities: { transfers: { requested: true }, card_payments: { requested: true } }, metadata: { employee_id: 'E1' } });
}

async function onboardingLink(account: string): Promise<Stripe.AccountLink> {
  return h.stripe.accountLinks.create({ account, type: 'account_onboarding', refresh_url: 'http://app.test/myprofile', return_url: `http://app.test/E1/${account}` });
}

async function onboard(fields: Record<string, string>): Promise<{ account: Stripe.Account; response: Response }> {
  const created = await expressAccount();
  const link = await onboardingLink(created.id);
  const response = await postForm(link.url, fields);
  return { account: await h.stripe.accounts.retrieve(created.id), response };
}

describe('Stripe emulator: Connect', { timeout: 30_000 }, () => {
  it('creates an Express account that cannot receive payouts until onboarded', async () => {
    const account = await expressAccount();
    expect(account.id).toMatch(/^acct_\w{24}$/);
    expect(account).toMatchObject({ object: 'account', type: 'express', email: 'pat@example.com', details_submitted: false, payouts_enabled: false, charges_enabled: false, metadata: { employee_id: 'E1' } });
    expect(account.capabilities).toEqual({ transfers: 'inactive', card_payments: 'inactive' });
    expect(account.requirements?.currently_due).toContain('external_account');
    expect(account.external_accounts?.data).toEqual([]);
    expect((await h.stripe.accounts.list()).data.map((a) => a.id)).toEqual([account.id]);
  });

  it('makes an account link with a hosted onboarding form and no id, like Stripe', async () => {
    const account = await expressAccount();
    const link = await onboardingLink(account.id);
    expect(link).toEqual({ object: 'account_link', created: Math.floor(h.now / 1000), expires_at: Math.floor(h.now / 1000) + 300, url: expect.stringMatching(new RegExp(`^${h.emulator.url}/connect/onboarding/`)) as unknown });
    const html = await (await fetch(link.url)).text();
    for (const label of ['<label for="routing_number">Routing number</label>', '<label for="account_number">Account number</label>', '<label for="verification">Identity verification</label>']) expect(html).toContain(label);
    await expect(h.stripe.accountLinks.create({ account: 'acct_nope', type: 'account_onboarding', refresh_url: 'http://app.test/r', return_url: 'http://app.test/x' })).rejects.toMatchObject({ statusCode: 400, param: 'account' });
  });

  it('onboards with a bank account and verified identity: payouts enabled, account.updated signed and retried', async () => {
    h.receiver.failNext(1);
    const { account, response } = await onboard(bank);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://app.test/E1/${account.id}`);
    expect(account).toMatchObject({ details_submitted: true, payouts_enabled: true, charges_enabled: true, capabilities: { transfers: 'active' } });
    expect(account.requirements).toMatchObject({ currently_due: [], pending_verification: [], disabled_reason: null });
    const banks = await h.stripe.accounts.listExternalAccounts(account.id, { object: 'bank_account' });
    expect(banks.data.map((b) => b as Stripe.BankAccount).map((b) => [b.object, b.last4, b.routing_number, b.bank_name, b.status])).toEqual([['bank_account', '6789', '110000000', 'STRIPE TEST BANK', 'verified']]);
    expect(account.external_accounts?.data).toHaveLength(1);
    expect(await h.delivered()).toEqual(['account.updated', 'account.updated']);
    const last = h.receiver.received.at(-1);
    const event = h.stripe.webhooks.constructEvent(last?.body ?? '', String(last?.headers['stripe-signature']), secret, undefined, undefined, Math.floor(h.now / 1000));
    expect(event.data.object).toMatchObject({ id: account.id, payouts_enabled: true });
  });

  it('onboards without a bank account: details submitted, payouts disabled, external_account due', async () => {
    const { account, response } = await onboard({ ...bank, account_number: '' });
    expect(response.status).toBe(303);
    expect(account).toMatchObject({ details_submitted: true, payouts_enabled: false, external_accounts: { data: [] } });
    expect(account.requirements).toMatchObject({ currently_due: ['external_account'], disabled_reason: 'requirements.past_due' });
  });

  it('onboards with verification pending: payouts disabled with requirements pending', async () => {
    const { account } = await onboard({ ...bank, verification: 'pending' });
    expect(account).toMatchObject({ details_submitted: true, payouts_enabled: false, capabilities: { transfers: 'inactive' } });
    expect(account.requirements).toMatchObject({ currently_due: [], pending_verification: ['individual.verification.document'], disabled_reason: 'requirements.pending_verification' });
    expect(account.external_accounts?.data).toHaveLength(1);
    expect(await h.delivered()).toEqual(['account.updated']);
  });

  it('shows a field error for a malformed routing number; a used or expired link goes to refresh_url', async () => {
    const account = await expressAccount();
    const link = await onboardingLink(account.id);
    const bad = await postForm(link.url, { ...bank, routing_number: '12' });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain('Routing number must have 9 digits.');
    expect((await postForm(link.url, bank)).status).toBe(303);
    const reused = await fetch(link.url, { redirect: 'manual' });
    expect([reused.status, reused.headers.get('location')]).toEqual([303, 'http://app.test/myprofile']);
    const second = await onboardingLink(account.id);
    h.now += 301_000;
    expect((await fetch(second.url, { redirect: 'manual' })).headers.get('location')).toBe('http://app.test/myprofile');
  });
});

describe('Stripe emulator: transfers', { timeout: 30_000 }, () => {
  it('transfers to an onboarded account once per Idempotency-Key and sends transfer.created', async () => {
    const { account } = await onboard(bank);
    const params = { amount: 12_345, currency: 'usd', destination: account.id, transfer_group: 'INVOICE_I1', metadata: { invoice_id: 'I1' } };
    const first = await h.stripe.transfers.create(params, { idempotencyKey: 'payout-I1' });
    const again = await h.stripe.transfers.create(params, { idempotencyKey: 'payout-I1' });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ object: 'transfer', amount: 12_345, currency: 'usd', destination: account.id, transfer_group: 'INVOICE_I1', metadata: { invoice_id: 'I1' }, reversed: false });
    expect(first.id).toMatch(/^tr_/);
    expect((await h.stripe.transfers.retrieve(first.id)).amount).toBe(12_345);
    expect((await h.stripe.transfers.list({ transfer_group: 'INVOICE_I1' })).data.map((t) => t.id)).toEqual([first.id]);
    const control = (await (await fetch(`${h.emulator.url}/__emulator/transfers`)).json()) as { data: { id: string }[] };
    expect(control.data.map((t) => t.id)).toEqual([first.id]);
    expect(await h.delivered()).toEqual(['account.updated', 'transfer.created']);
  });

  it('refuses a destination that cannot receive payouts, or does not exist, with Stripe’s error', async () => {
    const { account } = await onboard({ ...bank, verification: 'pending' });
    await expect(h.stripe.transfers.create({ amount: 500, currency: 'usd', destination: account.id })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError', statusCode: 400, code: 'insufficient_capabilities_for_transfer', param: 'destination',
    });
    await expect(h.stripe.transfers.create({ amount: 500, currency: 'usd', destination: 'acct_nope' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'destination' });
    const control = (await (await fetch(`${h.emulator.url}/__emulator/transfers`)).json()) as { data: unknown[] };
    expect(control.data).toEqual([]);
    const accounts = (await (await fetch(`${h.emulator.url}/__emulator/accounts`)).json()) as { data: { id: string }[] };
    expect(accounts.data.map((a) => a.id)).toEqual([account.id]);
  });
});
