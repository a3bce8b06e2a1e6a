// Connect onboarding and staff subscriptions against DynamoDB Local and the Stripe emulator
// (REFERENCE §3.13, §4.1): the account stored before the redirect, the return page's check, bank
// details, account.updated; plans that follow the webhooks only, replayed and out of order.
import { describe, expect, it } from 'vitest';
import { getEmployeeStripe } from '#functions/payouts/employee-stripe-repository.ts';
import { signInStaff } from '#test/support/sessions.ts';
import { emulator, onboard, payoutsApi, postHostedForm, verifiedBank } from '#test/functions/payouts/payouts-harness.ts';

const admin = await signInStaff({ isAdmin: true });
type Event = { id: string; type: string; created: number };
const events = async (type: string) => ((await (await fetch(`${emulator.url}/__emulator/events`)).json()) as { data: Event[] }).data.filter((e) => e.type === type);
const resend = async (e: Event | undefined) => {
  await fetch(`${emulator.url}/__emulator/events/${e?.id ?? ''}/resend`, { method: 'POST' });
  await emulator.idle();
};

describe('Stripe Connect onboarding', { timeout: 60_000 }, () => {
  it('stores the account at once, gives a fresh link while unfinished, checks the return, then refuses a second connect', async () => {
    const provider = await signInStaff();
    const first = await payoutsApi('POST', '/api/employee_stripe_connect', provider, { employee_id: provider.id });
    expect(first.json).toMatchObject({ redirect_url: expect.stringContaining('/connect/onboarding/') as unknown });
    const stored = (await getEmployeeStripe(provider.id))?.stripe_account_id;
    expect(stored).toMatch(/^acct_/);
    const again = await payoutsApi('POST', '/api/employee_stripe_connect', provider, {});
    expect((again.json as { redirect_url: string }).redirect_url).not.toBe((first.json as { redirect_url: string }).redirect_url);
    expect((await getEmployeeStripe(provider.id))?.stripe_account_id).toBe(stored);
    expect((await payoutsApi('POST', '/api/employee_stripe_connect', provider, { employee_id: admin.id })).status).toBe(403);
    const { accountId, complete } = await onboard(provider, verifiedBank);
    expect(accountId).toBe(stored);
    expect(complete.json).toMatchObject({ message: 'Stripe account linked successfully', employee: { id: provider.id, stripe_account_id: stored, stripe_payouts_enabled: true, stripe_details_submitted: true } });
    expect((await payoutsApi('POST', '/api/employee_stripe_connect', provider, {})).status).toBe(409);
  });

  it('refuses a return naming another account (422, nothing stored); account.updated sets the flags without the return page', async () => {
    const provider = await signInStaff();
    const started = await payoutsApi('POST', '/api/employee_stripe_connect', provider, {});
    const wrong = await payoutsApi('POST', '/api/stripe_onboarding_complete', provider, { employee_id: provider.id, stripe_account_id: 'acct_1NotTheRightOne0000000000' });
    expect(wrong.status).toBe(422);
    expect(await getEmployeeStripe(provider.id)).toMatchObject({ stripe_details_submitted: false, stripe_payouts_enabled: false });
    await postHostedForm((started.json as { redirect_url: string }).redirect_url, verifiedBank);
    expect(await getEmployeeStripe(provider.id)).toMatchObject({ stripe_details_submitted: true, stripe_payouts_enabled: true, stripe_bank_account: true });
  });

  it('shows bank details to the employee and to an admin, not to a colleague', async () => {
    const provider = await signInStaff();
    await onboard(provider);
    const own = await payoutsApi('GET', '/api/stripe_account_details', provider);
    expect(own.json).toEqual({
      payouts_enabled: true, details_submitted: true, requirements: { currently_due: [], pending_verification: [], disabled_reason: null },
      bank_accounts: [{ id: expect.stringMatching(/^ba_/) as unknown, bank_name: 'STRIPE TEST BANK', last4: '6789', routing_number: '110000000', status: 'verified' }],
    });
    expect((await payoutsApi('GET', `/api/stripe_account_details?employee_id=${provider.id}`, admin)).json).toEqual(own.json);
    const colleague = await signInStaff();
    expect((await payoutsApi('GET', `/api/stripe_account_details?employee_id=${provider.id}`, colleague)).status).toBe(403);
    expect((await payoutsApi('GET', '/api/stripe_account_details', colleague)).json).toEqual({
      bank_accounts: [], payouts_enabled: false, details_submitted: false, requirements: { currently_due: [], pending_verification: [], disabled_reason: null },
    });
  });

  // Issue 20: why payouts are disabled, as Stripe lists it (shown on Bank details and the Staff page).
  it("answers the account's requirements while payouts are disabled", async () => {
    const noBank = await signInStaff();
    await onboard(noBank, { ...verifiedBank, account_number: '' });
    expect((await payoutsApi('GET', '/api/stripe_account_details', noBank)).json).toMatchObject({
      payouts_enabled: false, requirements: { currently_due: ['external_account'], pending_verification: [], disabled_reason: 'requirements.past_due' },
    });
    const pending = await signInStaff();
    await onboard(pending, { ...verifiedBank, verification: 'pending' });
    expect((await payoutsApi('GET', `/api/stripe_account_details?employee_id=${pending.id}`, admin)).json).toMatchObject({
      payouts_enabled: false, requirements: { currently_due: [], pending_verification: ['individual.verification.document'], disabled_reason: 'requirements.pending_verification' },
    });
  });
});

describe('staff subscriptions', { timeout: 60_000 }, () => {
  it('subscribes through hosted Checkout (plan paid from the webhook), refuses free while paid, cancels in the portal; replays change nothing', async () => {
    const staff = await signInStaff();
    const pricing = await payoutsApi('GET', '/api/stripe/pricing', staff);
    const { prices } = pricing.json as { prices: { id: string; lookup_key: string; unit_amount_cents: number }[] };
    expect(prices.map((p) => p.lookup_key)).toEqual(['monthly', 'yearly']);
    expect(pricing.json).toMatchObject({ plan: null, subscription_status: null, cancel_at_period_end: false });
    expect((await payoutsApi('POST', '/api/stripe/checkout', staff, { price_id: 'price_unknown' })).status).toBe(422);
    const checkout = await payoutsApi('POST', '/api/stripe/checkout', staff, { price_id: prices[0]?.id });
    expect((await getEmployeeStripe(staff.id))?.plan).toBeNull();
    await postHostedForm((checkout.json as { url: string }).url, { card_number: '4242424242424242' });
    expect(await getEmployeeStripe(staff.id)).toMatchObject({ plan: 'paid', subscription_status: 'active' });
    const refused = await payoutsApi('PATCH', `/api/employees/${staff.id}/update_plan`, staff, { plan: 'free' });
    expect([refused.status, (refused.json as { error: { code: string } }).error.code]).toEqual([409, 'invalid_state']);
    const portal = await payoutsApi('POST', '/api/stripe/billing_portal', staff, {});
    await postHostedForm((portal.json as { url: string }).url, { action: 'cancel' });
    expect(await getEmployeeStripe(staff.id)).toMatchObject({ plan: 'free', subscription_status: 'canceled' });
    // Replayed and out of order: the completed checkout and an older update arrive after the cancel.
    await resend((await events('checkout.session.completed')).at(-1));
    await resend((await events('customer.subscription.created')).at(-1));
    expect(await getEmployeeStripe(staff.id)).toMatchObject({ plan: 'free', subscription_status: 'canceled' });
    expect((await payoutsApi('PATCH', `/api/employees/${staff.id}/update_plan`, staff, { plan: 'free' })).json).toEqual({ success: true, plan: 'free' });
  });

  it('lets only the employee or an admin set the plan back to free', async () => {
    const staff = await signInStaff();
    const colleague = await signInStaff();
    expect((await payoutsApi('PATCH', `/api/employees/${staff.id}/update_plan`, colleague, { plan: 'free' })).status).toBe(403);
    expect((await payoutsApi('PATCH', `/api/employees/${staff.id}/update_plan`, admin, { plan: 'free' })).status).toBe(200);
    expect((await payoutsApi('PATCH', `/api/employees/${staff.id}/update_plan`, admin, { plan: 'paid' })).status).toBe(400);
  });
});
