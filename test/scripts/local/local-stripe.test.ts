// Stripe for `npm start` (decision 038): the emulator is given a webhook endpoint and secret for the
// payments Lambda and another for the payouts Lambda's Connect webhook, and with real Stripe keys the
// start-up refuses to run without the Connect webhook's secret, saying what to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalStripe } from '#scripts/local/stripe.ts';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET']) {
    if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = saved[name];
  }
});

describe('startLocalStripe', () => {
  it('refuses real Stripe keys without STRIPE_CONNECT_WEBHOOK_SECRET, naming the endpoint', async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_a' });
    delete process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
    await expect(startLocalStripe('/nonexistent', 'http://localhost:3000')).rejects.toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET is not.*\/api\/stripe\/connect_webhook/);
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_b';
    expect((await startLocalStripe('/nonexistent', 'http://localhost:3000')).emulatorUrl).toBeNull();
  });

  it('gives the emulator run two webhook secrets, one per endpoint', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const dir = mkdtempSync(join(tmpdir(), 'carebook-local-stripe-'));
    const stripe = await startLocalStripe(dir, 'http://127.0.0.1:9');
    try {
      expect(stripe.env.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
      expect(stripe.env.STRIPE_CONNECT_WEBHOOK_SECRET).toMatch(/^whsec_/);
      expect(stripe.env.STRIPE_CONNECT_WEBHOOK_SECRET).not.toBe(stripe.env.STRIPE_WEBHOOK_SECRET);
    } finally {
      await stripe.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
