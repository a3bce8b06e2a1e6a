// Stripe for `npm start`: with STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET from `stripe listen`) in
// the environment the API talks to Stripe's test mode; otherwise the local emulator is started here
// and the API is given its URL and the two webhook secrets generated for this run (payments, and the
// payouts Lambda's Connect endpoint: decision 038).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startStripeEmulator } from '#scripts/stripe-emulator/server.ts';

export interface LocalStripe {
  /** Shown in the banner. */
  label: string;
  /** The emulator's origin (for tests and demos), or null with real Stripe. */
  emulatorUrl: string | null;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalStripe(dataDir: string, appUrl: string): Promise<LocalStripe> {
  if (process.env.STRIPE_SECRET_KEY) {
    if (!process.env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: run `stripe listen --forward-to localhost:<port>/api/client/stripe/webhooks` and export the whsec_ it prints.');
    // Connect, transfer and subscription events have their own endpoint in the payouts Lambda (decision 038).
    if (!process.env.STRIPE_CONNECT_WEBHOOK_SECRET) throw new Error('STRIPE_SECRET_KEY is set but STRIPE_CONNECT_WEBHOOK_SECRET is not: forward Connect, transfer and subscription events to localhost:<port>/api/stripe/connect_webhook (README, "real Stripe test keys") and export the whsec_ that `stripe listen` prints.');
    return { label: 'Stripe test mode (STRIPE_SECRET_KEY)', emulatorUrl: null, env: {}, stop: () => Promise.resolve() };
  }
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const connectSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const emulator = await startStripeEmulator({
    webhookUrl: `${appUrl}/api/client/stripe/webhooks`,
    webhookSecret,
    payoutsWebhook: { url: `${appUrl}/api/stripe/connect_webhook`, secret: connectSecret },
    stateFile: join(dataDir, 'stripe-emulator.json'),
  });
  return {
    label: `${emulator.url}  (local emulator; card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`,
    emulatorUrl: emulator.url,
    env: { STRIPE_API_BASE: emulator.url, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret },
    stop: () => emulator.stop(),
  };
}
