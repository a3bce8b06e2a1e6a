// The one Stripe client of a Lambda container, created on first use and kept at module scope. The SDK
// itself is imported then too (load-stripe-sdk.ts), so requests that never call Stripe never parse it.
// Locally (and in tests) STRIPE_API_BASE points the official SDK at the emulator; in AWS the secret
// key comes from Secrets Manager and the SDK talks to api.stripe.com. The key never leaves here.
import type Stripe from 'stripe';
import { env } from '#functions/lib/config/env.ts';
import { secrets } from '#functions/lib/config/secrets.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import { loadStripeSdk } from '#functions/lib/stripe/load-stripe-sdk.ts';

/** The emulator accepts any test-mode secret; this one names itself in its logs. */
const emulatorKey = 'sk_test_carebook_local_emulator';

let client: Promise<Stripe> | undefined;

function notConfigured(): AppError {
  return new AppError('internal_error', 503, 'Card payments are not configured.');
}

async function create(): Promise<Stripe> {
  const { default: StripeSdk } = await loadStripeSdk();
  const base = env().STRIPE_API_BASE;
  const common = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false, appInfo: { name: 'Carebook' } } as const;
  if (base) {
    const url = new URL(base);
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
    return new StripeSdk((await secrets()).stripe_secret_key ?? emulatorKey, { ...common, host: url.hostname, port, protocol });
  }
  const key = (await secrets()).stripe_secret_key;
  if (!key) throw notConfigured();
  return new StripeSdk(key, common);
}

export function stripeClient(): Promise<Stripe> {
  client ??= create();
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/** The signing secret of the payments webhook endpoint. */
export async function webhookSecret(): Promise<string> {
  const secret = (await secrets()).stripe_webhook_secret;
  if (!secret) throw notConfigured();
  return secret;
}

/**
 * The signing secrets of the payouts Lambda's Connect webhook (decision 038): comma-separated, one
 * per Stripe endpoint registered at its URL (connected-account events, and the platform's transfer
 * and subscription events).
 */
export async function connectWebhookSecrets(): Promise<string[]> {
  const listed = ((await secrets()).stripe_connect_webhook_secret ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (listed.length === 0) throw notConfigured();
  return listed;
}
