// The stock side of rejection, deletion and resubmission (data model T-REJECT, T-DELETE,
// T-RESUBMIT), through the inventory group's face: summed per product, conditional, with ledger rows.
// A mentor fee invoice never moved stock, so it never returns any.
import { addDeductEmployeeStock, addReturnEmployeeStock } from '#functions/inventory/public.ts';
import { stockLinesOf } from '#functions/invoices/create-submission.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { lineSections } from '#functions/contract/invoices.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

interface StockStep { plan: TransactionPlan; invoice: InvoiceRecord; actor: { id: string; name: string }; now: string }

function stepOf({ invoice, actor, now }: StockStep) {
  const products = new Map(lineSections.flatMap((s) => invoice.lineItems[s].map((l) => [l.productId, { name: l.name, type: '' }] as const)));
  return { employee: { id: invoice.employeeId, name: invoice.employeeName }, actor, refId: invoice.id, lines: stockLinesOf([invoice]), products, now };
}

/** The invoice's lines go back to its employee (it held them while submitted or finalized). */
export function addStockReturn(step: StockStep): void {
  if (step.invoice.kind === 'mentor_fee') return;
  addReturnEmployeeStock(step.plan, stepOf(step));
}

/** The lines are taken from the employee again (resubmission); `available` words the 409. */
export function addStockDeduction(step: StockStep, available: (productId: string) => number): void {
  if (step.invoice.kind === 'mentor_fee') return;
  addDeductEmployeeStock(step.plan, stepOf(step), available);
}
