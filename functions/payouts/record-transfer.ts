// A transfer Stripe made for an invoice becomes `paid` (data model T-PAYOUT): the invoice
// `payment_scheduled → paid` with the transfer id, and its payout `transferred`, in one transaction
// of conditional writes (no read, so the payments Lambda's webhook carries no invoice decoder). The
// request's attempt, the job and the `transfer.created` webhook all end here; whichever comes first
// wins, and the others fail a condition and change nothing.
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import { addInvoicePaidByTransfer, addPayoutTransferred } from '#functions/invoices/public.ts';

export type RecordOutcome = 'paid' | 'already_recorded';

export async function recordTransfer({ invoiceId, transferId, now, markIn }: {
  invoiceId: string; transferId: string; now: string;
  /** The webhook's processed-once marker, committed with the effect. */
  markIn?: (plan: TransactionPlan) => void;
}): Promise<RecordOutcome> {
  const plan = new TransactionPlan();
  markIn?.(plan);
  addInvoicePaidByTransfer(plan, invoiceId, transferId, now);
  addPayoutTransferred(plan, invoiceId, transferId, now);
  try {
    await plan.commit();
    return 'paid';
  } catch (error) {
    // Recorded already (or never ours: no payout in payment_scheduled), or a duplicate delivery marked the event.
    if (error instanceof AppError && (error.code === 'invalid_state' || error.code === 'already_paid' || error.code === 'conflict')) return 'already_recorded';
    throw error;
  }
}
