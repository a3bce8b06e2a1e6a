// Off-session PaymentIntents (decision 032): charging a card the customer saved earlier, while they
// are not there to authenticate. The gateway's payment-intent capability; callers choose the key.
import { conflict } from '#functions/lib/errors/app-error.ts';
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';

export interface OffSessionCharge {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** Same key, same request → Stripe answers the first result again (a retry never charges twice). */
  idempotencyKey: string;
}

export type OffSessionResult =
  | { status: 'succeeded'; paymentIntentId: string }
  /** Stripe refused the card: its code and the message to show a person. */
  | { status: 'declined'; paymentIntentId: string | null; code: string; message: string };

interface CardErrorShape {
  rawType?: unknown;
  code?: unknown;
  message: string;
  payment_intent?: { id?: unknown } | null;
}

/** The SDK's StripeCardError, recognised without importing the (lazily loaded) SDK. */
function asCardError(error: unknown): CardErrorShape | null {
  return error instanceof Error && 'rawType' in error && error.rawType === 'card_error' ? (error as CardErrorShape) : null;
}

export async function chargeOffSession(c: OffSessionCharge): Promise<OffSessionResult> {
  const stripe = await stripeClient();
  try {
    const pi = await stripe.paymentIntents.create({
      amount: c.amountCents, currency: c.currency, customer: c.customerId, payment_method: c.paymentMethodId,
      off_session: true, confirm: true, description: c.description, metadata: c.metadata,
    }, { idempotencyKey: c.idempotencyKey });
    if (pi.status === 'succeeded') return { status: 'succeeded', paymentIntentId: pi.id };
    // requires_action (authentication) cannot be completed off-session: Stripe treats it as a decline.
    return { status: 'declined', paymentIntentId: pi.id, code: 'authentication_required', message: 'This card needs the cardholder to authenticate the payment.' };
  } catch (error) {
    // The same key with other parameters, or still in flight: another request is charging this.
    if (error instanceof Error && 'rawType' in error && error.rawType === 'idempotency_error') throw conflict('conflict', 'This card is being charged by another request. Reload and check before trying again.');
    const card = asCardError(error);
    if (!card) throw error;
    const piId = typeof card.payment_intent?.id === 'string' ? card.payment_intent.id : null;
    return { status: 'declined', paymentIntentId: piId, code: typeof card.code === 'string' ? card.code : 'card_declined', message: card.message };
  }
}
