// The invoice group (docs/data-model.md §2.8): one per submission of 1–4 invoices. Membership is
// fixed at submission; `version` serialises the finalizations of one group (T-FINALIZE), so exactly
// one of them sees the group complete. The invoice-number counter is read here too (T-SUBMIT).
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface InvoiceGroupRecord {
  id: string;
  employeeId: string;
  /** Service or evaluation invoices, in submission order. */
  invoiceIds: string[];
  /** The mentor fee invoices created for them. */
  feeInvoiceIds: string[];
  /** Every service invoice that is not rejected is finalized or later. */
  finalizedTotally: boolean;
  /** Every fee invoice that is not rejected is finalized or later. */
  mentorFinalizedTotally: boolean;
  /** S3 keys of the final group PDF and mentor group PDF (invoiceObjects.groupPdf). */
  document: string | null;
  mentorDocument: string | null;
  createdAt: string;
  version: number;
}

export function invoiceGroupFromItem(item: Item): InvoiceGroupRecord {
  const r = readItem('invoice_group', item);
  return {
    id: r.string('id'), employeeId: r.string('employee_id'),
    invoiceIds: r.strings('invoice_ids'), feeInvoiceIds: r.strings('fee_invoice_ids'),
    finalizedTotally: r.flag('finalized_totally'), mentorFinalizedTotally: r.flag('mentor_finalized_totally'),
    document: r.optionalString('document'), mentorDocument: r.optionalString('mentor_document'),
    createdAt: r.string('created_at'), version: r.int('version'),
  };
}

/** `COUNTER#INVOICE_NUMBER`: the last number given; missing (no invoice yet) reads as 0. */
export const invoiceCounterFromItem = (item: Item | undefined): number => (item ? readItem('counter', item).int('value') : 0);
