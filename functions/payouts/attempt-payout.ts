// One attempt at a payout's transfer (data model §2.8, decision 029): claim it (so two runs at one
// instant make one Stripe call), make the Transfer with the key `payout-<invoiceId>` (so a retried or
// crashed attempt is still one transfer), then record the outcome. The fourth failed attempt — the
// first and 3 retries — leaves the queue for good.
import { transferErrorMessage, createTransfer } from '#functions/lib/stripe/transfers.ts';
import type { ScheduledPayout } from '#functions/model/payout-record.ts';
import { claimPayout, recordPayoutFailure } from '#functions/invoices/public.ts';
import { recordTransfer } from '#functions/payouts/record-transfer.ts';

export const maxPayoutAttempts = 4;
/** Longer than the jobs Lambda's 2-minute timeout: a live lease means an attempt is still running. */
const leaseMs = 5 * 60_000;
/** A failure is retried by the next run of the 5-minute job, not by one at the same instant. */
const retryDelayMs = 60_000;

export type AttemptOutcome =
  | { status: 'transferred'; transferId: string }
  | { status: 'failed'; error: string; attempts: number; final: boolean }
  | { status: 'skipped' };

const plus = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();

export async function attemptPayout({ payout, now, currency }: { payout: ScheduledPayout; now: string; currency: string }): Promise<AttemptOutcome> {
  const claimed = await claimPayout(payout, now, plus(now, leaseMs));
  if (!claimed) return { status: 'skipped' };
  const id = claimed.invoiceId;
  let transferId: string;
  try {
    ({ id: transferId } = await createTransfer({
      amountCents: claimed.amountCents, currency, destination: claimed.stripeAccountId,
      transferGroup: `INVOICE_${id}`, metadata: { invoice_id: id }, idempotencyKey: `payout-${id}`,
    }));
  } catch (error) {
    const message = transferErrorMessage(error);
    const final = claimed.attempts >= maxPayoutAttempts;
    await recordPayoutFailure(claimed, message, now, final ? null : plus(now, retryDelayMs));
    return { status: 'failed', error: message, attempts: claimed.attempts, final };
  }
  await recordTransfer({ invoiceId: id, transferId, now });
  return { status: 'transferred', transferId };
}
