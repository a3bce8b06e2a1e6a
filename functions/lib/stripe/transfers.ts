// Stripe Connect transfers (REFERENCE §3.8 "Payout"): money from the platform to a provider's
// account. The caller's idempotency key makes every retry of one payout the same transfer.
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';

export interface TransferInput {
  amountCents: number;
  currency: string;
  destination: string;
  transferGroup: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export async function createTransfer(input: TransferInput): Promise<{ id: string }> {
  const stripe = await stripeClient();
  const transfer = await stripe.transfers.create({
    amount: input.amountCents, currency: input.currency, destination: input.destination,
    transfer_group: input.transferGroup, metadata: input.metadata,
  }, { idempotencyKey: input.idempotencyKey });
  return { id: transfer.id };
}

/** What a failed attempt records: Stripe's message, never a stack. */
export function transferErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : 'Transfer failed';
}
