// A webhook is authenticated by its signature alone (Stripe sends no session and no Origin). Any
// missing or bad signature, or a stale timestamp, is a 400 with no effect. An endpoint may hold
// several signing secrets (one per Stripe endpoint registered at its URL, decision 038): one match is enough.
import type Stripe from 'stripe';
import { badRequest } from '#functions/lib/errors/app-error.ts';
import { isSignedBy } from '#functions/lib/stripe/webhook-signature.ts';

function invalid(): Error {
  return badRequest({ 'stripe-signature': 'Invalid signature.' }, 'Invalid Stripe signature.');
}

export function verifyWebhook(rawBody: string, signature: string | undefined, secrets: readonly string[]): Stripe.Event {
  if (!signature) throw badRequest({ 'stripe-signature': 'Missing signature.' }, 'Missing Stripe signature.');
  const nowMs = Date.now();
  if (!secrets.some((secret) => isSignedBy({ rawBody, header: signature, secret, nowMs }))) throw invalid();
  try {
    return JSON.parse(rawBody) as Stripe.Event;
  } catch {
    throw invalid();
  }
}
