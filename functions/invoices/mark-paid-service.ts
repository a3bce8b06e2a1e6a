// Mark paid (REFERENCE §3.8; admin, from `finalized`/`payment_scheduled`): `paid`, `paid_method:
// "manual"`, and an untransferred ScheduledPayout cancelled in the same transaction (data model
// T-PAYOUT, decision 029), so the payout job then transfers nothing for it.
import type { MarkPaidResponse } from '#functions/contract/invoice-views.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { addInvoiceTransition } from '#functions/invoices/invoice-write-repository.ts';
import { loadInvoice } from '#functions/invoices/load-invoice.ts';
import { addPayoutCancel, getPayout } from '#functions/invoices/payout-repository.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';

const message = 'Only finalized invoices can be marked as paid.';

export async function markInvoicePaid({ id }: { id: string }): Promise<MarkPaidResponse> {
  const current = await loadInvoice(id);
  if (current.status !== 'finalized' && current.status !== 'payment_scheduled') throw conflict('invalid_state', message);
  const [payout, settings] = await Promise.all([current.status === 'payment_scheduled' ? getPayout(id) : null, loadPracticeSettings()]);
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  const cancels = payout !== null && (payout.status === 'scheduled' || payout.status === 'failed');
  if (cancels) addPayoutCancel(plan, id, now);
  addInvoiceTransition(plan, current, {
    from: ['finalized', 'payment_scheduled'], to: 'paid', now, stamp: ['paid_at'], set: { paid_method: 'manual' }, expectedVersion: current.version, message, zone: settings.timezone,
  });
  await plan.commit();
  const after = payout && cancels ? { ...payout, status: 'cancelled' as const } : payout;
  const invoice = await toInvoice({ ...current, status: 'paid', paidAt: now, paidMethod: 'manual', version: current.version + 1, updatedAt: now }, [], after);
  return { message: 'Invoice marked as paid successfully', invoice };
}
