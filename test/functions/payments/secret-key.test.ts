// The Stripe secret key stays in the API: /api/config gives the browser only the publishable key, and
// no payment answer carries the secret, whatever the configuration.
import { describe, expect, it } from 'vitest';
import { forgetEnv } from '#functions/lib/config/env.ts';
import { handler as system } from '#functions/system/index.ts';
import { createTestAppointment, payments } from '#test/functions/payments/payments-harness.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';

const secretKey = 'sk_test_this_must_never_leave_the_server';

describe('the Stripe secret key', { timeout: 30_000 }, () => {
  it('never appears in /api/config or in a payment response', async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_public' });
    forgetEnv();
    const config = await call(system, 'GET', '/api/config');
    expect(config.json).toMatchObject({ stripePublicKey: 'pk_test_public' });
    const cast = await signInCast();
    const a = await createTestAppointment({ employee: cast.staff, client: cast.client });
    const answers = [
      config,
      await call(payments, 'POST', `/api/client/schedules/${a.id}/remaining_pay`, { cookie: cast.client.cookie }),
      await call(payments, 'GET', '/api/client/stripe/list_attached_cards', { cookie: cast.client.cookie }),
      await call(payments, 'POST', '/api/client/stripe/create_save_card_checkout_session', { cookie: cast.client.cookie, body: {} }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(`${answer.body}${JSON.stringify(answer.headers)}`).not.toContain(secretKey);
  });
});
