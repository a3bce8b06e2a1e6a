// Delete (REFERENCE §3.8; admin, `submitted`/`rejected`, soft; data model T-DELETE): the invoice
// and its live fee invoices leave every list; stock still deducted (a submitted invoice) goes back
// in the same transaction. A finalized invoice cannot be deleted (409 `invalid_state`).
import type { DestroyMultipleResponse, Invoice } from '#functions/contract/invoice-views.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { addStockReturn } from '#functions/invoices/invoice-stock.ts';
import { addGroupUpdate, addInvoiceSoftDelete } from '#functions/invoices/invoice-write-repository.ts';
import { loadGroup, loadInvoice } from '#functions/invoices/load-invoice.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError, conflict } from '#functions/lib/errors/app-error.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

const deletable = (r: InvoiceRecord) => r.status === 'submitted' || r.status === 'rejected';

async function attemptDelete(caller: StaffCaller, id: string): Promise<InvoiceRecord> {
  const current = await loadInvoice(id);
  if (!deletable(current)) throw conflict('invalid_state', 'Only submitted or rejected invoices can be deleted.');
  const { group, members } = await loadGroup(current.groupId);
  const fees = current.feeInvoiceIds.flatMap((f) => { const fee = members.get(f); return fee && deletable(fee) ? [fee] : []; });
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  for (const r of [current, ...fees]) addInvoiceSoftDelete(plan, r, now);
  if (current.status === 'submitted') addStockReturn({ plan, invoice: current, actor: { id: caller.employeeId, name: caller.name }, now });
  addGroupUpdate(plan, group, {}, now);
  await plan.commit();
  return { ...current, deletedAt: now, version: current.version + 1, updatedAt: now };
}

export async function deleteInvoice({ caller, id }: { caller: StaffCaller; id: string }): Promise<Invoice> {
  return toInvoice(await retryOnVersionConflict(() => attemptDelete(caller, id)));
}

/** `destroy_multiple`: each id on its own (one failure does not undo the others). */
export async function deleteInvoices({ caller, ids }: { caller: StaffCaller; ids: readonly string[] }): Promise<DestroyMultipleResponse> {
  const errors: DestroyMultipleResponse['errors'] = [];
  let deleted = 0;
  for (const id of ids) {
    try {
      await retryOnVersionConflict(() => attemptDelete(caller, id));
      deleted += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ id, error: error.message });
    }
  }
  return { message: `${deleted} invoice(s) deleted successfully.`, errors };
}
