// The payouts Lambda's own Stripe webhook (decision 038): Connect, transfer and subscription events
// arrive at POST /api/stripe/connect_webhook signed with the Connect endpoint's secret; the payments
// webhook no longer applies them, and the emulator sends them to the right endpoint.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { handler as payouts } from '#functions/payouts/index.ts';
import { getEmployeeStripe } from '#functions/payouts/employee-stripe-repository.ts';
import { connectWebhookSecret, connectWebhookUrl, payments, webhookSecret, webhookUrl } from '#test/functions/payments/payments-harness.ts';
import { emulator, payoutsApi, postHostedForm, verifiedBank } from '#test/functions/payouts/payouts-harness.ts';
import { call, type CallResult } from '#test/support/api.ts';
import { signInStaff } from '#test/support/sessions.ts';

const sign = (payload: string, secret: string) => new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });

function post(lambda: typeof payouts, path: string, payload: string, secret: string): Promise<CallResult> {
  return call(lambda, 'POST', path, { body: payload, headers: { 'stripe-signature': sign(payload, secret), origin: undefined } });
}

/** An employee whose onboarding form was submitted while the Connect endpoint was not listening. */
async function onboardedUnheard() {
  const provider = await signInStaff();
  const started = await payoutsApi('POST', '/api/employee_stripe_connect', provider, {});
  const accountId = (await getEmployeeStripe(provider.id))?.stripe_account_id ?? '';
  emulator.setPayoutsWebhookUrl(undefined);
  try {
    await postHostedForm((started.json as { redirect_url: string }).redirect_url, verifiedBank);
  } finally {
    emulator.setPayoutsWebhookUrl(connectWebhookUrl);
  }
  const event = emulator.events().findLast((e) => e.type === 'account.updated' && JSON.stringify(e).includes(accountId));
  return { provider, payload: JSON.stringify(event) };
}

describe('POST /api/stripe/connect_webhook', { timeout: 60_000 }, () => {
  it('applies account.updated signed with the Connect secret; the payments secret is refused (400) and the payments webhook ignores it', async () => {
    const { provider, payload } = await onboardedUnheard();
    expect(await getEmployeeStripe(provider.id)).toMatchObject({ stripe_payouts_enabled: false });
    expect((await post(payments, '/api/client/stripe/webhooks', payload, webhookSecret)).status).toBe(200);
    expect(await getEmployeeStripe(provider.id)).toMatchObject({ stripe_payouts_enabled: false });
    const forged = await post(payouts, '/api/stripe/connect_webhook', payload, webhookSecret);
    expect([forged.status, forged.json]).toMatchObject([400, { error: { code: 'bad_request' } }]);
    expect(await getEmployeeStripe(provider.id)).toMatchObject({ stripe_payouts_enabled: false });
    const res = await post(payouts, '/api/stripe/connect_webhook', payload, connectWebhookSecret);
    expect([res.status, res.json]).toEqual([200, { received: true }]);
    expect(await getEmployeeStripe(provider.id)).toMatchObject({ stripe_payouts_enabled: true, stripe_details_submitted: true, stripe_bank_account: true });
  });

  it('refuses a missing signature with 400', async () => {
    const res = await call(payouts, 'POST', '/api/stripe/connect_webhook', { body: '{}', headers: { origin: undefined } });
    expect(res.status).toBe(400);
  });

  it('is where the emulator sends Connect events: onboarding sets the flags with the payments webhook switched off', async () => {
    const provider = await signInStaff();
    const started = await payoutsApi('POST', '/api/employee_stripe_connect', provider, {});
    emulator.setWebhookUrl(undefined);
    try {
      await postHostedForm((started.json as { redirect_url: string }).redirect_url, verifiedBank);
    } finally {
      emulator.setWebhookUrl(webhookUrl);
    }
    expect(await getEmployeeStripe(provider.id)).toMatchObject({ stripe_payouts_enabled: true });
  });
});
