// A transfer Stripe made for an invoice becomes `paid` (data model T-PAYOUT): the invoice
// `payment_scheduled → paid` with the transfer id, and its payout `transferred`, in one
// transaction. The request's attempt, the job and the `transfer.created` webhook all end here;
// whichever comes first wins and the others find the invoice paid and change nothing.
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import { addInvoiceTransition, addPayoutTransferred, getInvoice, getPayout } from '#functions/invoices/public.ts';

export type RecordOutcome = 'paid' | 'already_paid' | 'not_ours';

export async function recordTransfer({ invoiceId, transferId, now, markIn }: {
  invoiceId: string; transferId: string; now: string;
  /** The webhook's processed-once marker, committed with the effect. */
  markIn?: (plan: TransactionPlan) => void;
}): Promise<RecordOutcome> {
  const [invoice, payout] = await Promise.all([getInvoice(invoiceId, true), getPayout(invoiceId)]);
  if (!invoice || invoice.status !== 'payment_scheduled') return invoice?.status === 'paid' ? 'already_paid' : 'not_ours';
  const plan = new TransactionPlan();
  markIn?.(plan);
  addInvoiceTransition(plan, invoice, {
    from: ['payment_scheduled'], to: 'paid', now, stamp: ['paid_at'],
    set: { paid_method: 'transfer', stripe_transfer_id: transferId }, message: 'This invoice is already paid.',
  });
  if (payout && (payout.status === 'scheduled' || payout.status === 'failed')) addPayoutTransferred(plan, invoiceId, transferId, now);
  try {
    await plan.commit();
    return 'paid';
  } catch (error) {
    // Another path recorded it between our read and our write (or a duplicate delivery marked the event).
    if (error instanceof AppError && (error.code === 'invalid_state' || error.code === 'already_paid')) return 'already_paid';
    throw error;
  }
}
