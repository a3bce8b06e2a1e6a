// A webhook is authenticated by its signature alone (Stripe sends no session and no Origin). Any
// missing or bad signature, or a stale timestamp, is a 400 with no effect.
import type Stripe from 'stripe';
import { badRequest } from '#functions/lib/errors/app-error.ts';
import { webhookSecret } from '#functions/lib/stripe/stripe-client.ts';
import { isSignedBy } from '#functions/lib/stripe/webhook-signature.ts';

function invalid(): Error {
  return badRequest({ 'stripe-signature': 'Invalid signature.' }, 'Invalid Stripe signature.');
}

export async function verifyWebhook(rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw badRequest({ 'stripe-signature': 'Missing signature.' }, 'Missing Stripe signature.');
  if (!isSignedBy({ rawBody, header: signature, secret: await webhookSecret(), nowMs: Date.now() })) throw invalid();
  try {
    return JSON.parse(rawBody) as Stripe.Event;
  } catch {
    throw invalid();
  }
}
