// One emulator, one webhook receiver and one SDK client per test file, reset before each test.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from '#scripts/stripe-emulator/server.ts';
import { startReceiver } from '#test/scripts/stripe-emulator/webhook-receiver.ts';

export const secret = 'whsec_test_secret';

export interface SdkHarness {
  emulator: StripeEmulator;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  stripe: Stripe;
  /** The movable clock, in milliseconds. */
  now: number;
  /** The types of the webhooks received so far, after every delivery has finished, in order. */
  delivered(): Promise<string[]>;
}

export function useSdkHarness(start = Date.parse('2026-11-24T10:00:00Z')): SdkHarness {
  const harness = { now: start } as SdkHarness;
  beforeAll(async () => {
    harness.receiver = await startReceiver();
    harness.emulator = await startStripeEmulator({ webhookUrl: harness.receiver.url, webhookSecret: secret, retryDelaysMs: [10, 10], clock: () => harness.now, onError: () => undefined });
    harness.stripe = new Stripe('sk_test_emulator', { host: '127.0.0.1', port: harness.emulator.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await harness.emulator.stop();
    await harness.receiver.stop();
  });
  beforeEach(async () => {
    await harness.emulator.idle();
    harness.emulator.reset();
    harness.receiver.received.length = 0;
  });
  harness.delivered = async () => {
    await harness.emulator.idle();
    return harness.receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type);
  };
  return harness;
}

/** Submits a hosted page's form as the browser does, without following the redirect. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
}
