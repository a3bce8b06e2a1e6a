// A webhook is authenticated by its signature alone (Stripe sends no session and no Origin). Any
// missing or bad signature, or a stale timestamp, is a 400 with no effect.
import type Stripe from 'stripe';
import { badRequest } from '#functions/lib/errors/app-error.ts';
import { stripeClient, webhookSecret } from '#functions/lib/stripe/stripe-client.ts';

export async function verifyWebhook(rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw badRequest({ 'stripe-signature': 'Missing signature.' }, 'Missing Stripe signature.');
  const [stripe, secret] = await Promise.all([stripeClient(), webhookSecret()]);
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest({ 'stripe-signature': 'Invalid signature.' }, 'Invalid Stripe signature.');
  }
}
