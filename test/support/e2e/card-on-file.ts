// Steps of the journeys about the card on file: a new client with a card saved on the emulator's
// setup-mode Checkout (signed up through the API, the hosted page posted directly), and the charges
// the emulator saw for an appointment, so "charged once" is counted at Stripe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CheckoutRedirect } from '#functions/contract/payments.ts';
import type { apiClient } from '#test/support/e2e/journeys.ts';

export interface NewClient {
  first: string;
  last: string;
  email: string;
  password: string;
}

/** Signs `client` up, saves `card` (a Stripe test number) and answers the client's session cookie. */
export async function clientWithSavedCard(api: ReturnType<typeof apiClient>, client: NewClient, card = '4242424242424242'): Promise<string> {
  const { first, last, email, password } = client;
  const signUp = await api('/api/client/sign_up', '', { method: 'POST', body: { client: { name: first, last_name: last, email, password, password_confirmation: password } } });
  expect(signUp.status).toBe(201);
  const signIn = await api('/api/client/log_in', '', { method: 'POST', body: { email, password } });
  const started = await api<CheckoutRedirect>('/api/client/stripe/create_save_card_checkout_session', signIn.cookie, { method: 'POST', body: {} });
  const saved = await fetch(started.body.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card_number: card }) });
  expect(saved.status).toBe(303);
  return signIn.cookie;
}

interface EmulatorEvent { type: string; data: { object: { metadata?: Record<string, string> } } }

/** How many PaymentIntents for the appointment succeeded at the runtime's Stripe emulator. */
export async function chargesAtStripe(dataDir: string, appointmentId: string): Promise<number> {
  const { stripe } = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { stripe: string };
  const { data } = (await (await fetch(`${stripe}/__emulator/events`)).json()) as { data: EmulatorEvent[] };
  return data.filter((e) => e.type === 'payment_intent.succeeded' && e.data.object.metadata?.schedule_id === appointmentId).length;
}
