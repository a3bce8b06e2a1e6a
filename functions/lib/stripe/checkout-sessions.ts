// Stripe Checkout sessions (hosted Checkout, ARCHITECTURE §10): create a payment or a setup session,
// read one back, expire one. Typed in our terms; the SDK client is the container's one instance.
import type Stripe from 'stripe';
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';
import { isFinished, isMissing } from '#functions/lib/stripe/stripe-errors.ts';

export interface CheckoutLine {
  name: string;
  amountCents: number;
}

export interface PaymentSessionInput {
  customerId: string;
  currency: string;
  lines: CheckoutLine[];
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** Epoch seconds; Stripe accepts 30 minutes to 24 hours from now. */
  expiresAt?: number;
  /** Makes a retried creation return the same session. */
  idempotencyKey: string;
}

export interface SessionView {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  mode: string;
  metadata: Record<string, string>;
  paymentIntentId: string | null;
  amountTotal: number;
  expiresAt: number;
}

const statuses = ['open', 'complete', 'expired'] as const;
const paymentStatuses = ['paid', 'unpaid', 'no_payment_required'] as const;

export function sessionView(s: Stripe.Checkout.Session): SessionView {
  return {
    id: s.id, url: s.url, status: statuses.find((x) => x === s.status) ?? 'open',
    paymentStatus: paymentStatuses.find((x) => x === s.payment_status) ?? 'unpaid', mode: s.mode,
    metadata: { ...(s.metadata ?? {}) },
    paymentIntentId: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
    amountTotal: s.amount_total ?? 0, expiresAt: s.expires_at,
  };
}

export async function createPaymentSession(input: PaymentSessionInput): Promise<SessionView> {
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer: input.customerId,
    line_items: input.lines.map((l) => ({ quantity: 1, price_data: { currency: input.currency, unit_amount: l.amountCents, product_data: { name: l.name } } })),
    metadata: input.metadata,
    payment_intent_data: { metadata: input.metadata },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    ...(input.expiresAt ? { expires_at: input.expiresAt } : {}),
  }, { idempotencyKey: input.idempotencyKey });
  return sessionView(session);
}

export async function createSetupSession(input: { customerId: string; currency: string; metadata: Record<string, string>; successUrl: string; cancelUrl: string }): Promise<SessionView> {
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions.create({
    mode: 'setup', currency: input.currency, customer: input.customerId, metadata: input.metadata,
    setup_intent_data: { metadata: input.metadata }, success_url: input.successUrl, cancel_url: input.cancelUrl,
  });
  return sessionView(session);
}

/** null when Stripe does not know the session (a made-up or foreign id). */
export async function retrieveSession(id: string): Promise<SessionView | null> {
  const stripe = await stripeClient();
  try {
    return sessionView(await stripe.checkout.sessions.retrieve(id));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function expireOpenSession(id: string): Promise<void> {
  const stripe = await stripeClient();
  try {
    await stripe.checkout.sessions.expire(id);
  } catch (error) {
    // Already complete or expired: nothing to stop.
    if (!isFinished(error)) throw error;
  }
}
