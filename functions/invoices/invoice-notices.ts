// The port through which invoice workflows render and mail documents (decision 022: PDFs render
// only in the `documents` Lambda). The invoices code never imports lib/pdf; the documents entry
// hands in the implementation, the way the payments entry hands `DepositSteps` to the booking
// (decision 024). Every notice runs after the commit and never fails the request.
import type { GroupFamily } from '#functions/model/invoice-keys.ts';
import type { InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

export interface InvoiceNotices {
  /** Renders the final PDF of an invoice and stores it under `key` (before the finalization commits). */
  storeInvoicePdf(invoice: InvoiceRecord, key: string): Promise<void>;
  /** Renders the final group (or mentor group) PDF of `invoices` and stores it under `key`. */
  storeGroupPdf(input: { group: InvoiceGroupRecord; family: GroupFamily; invoices: readonly InvoiceRecord[]; key: string }): Promise<void>;
  /** "Invoice created.": the draft group PDF to the employee and the inbox; the mentor PDF to each mentor and the inbox. */
  submitted(input: { group: InvoiceGroupRecord; invoices: readonly InvoiceRecord[]; fees: readonly InvoiceRecord[] }): Promise<void>;
  /** "Invoice Attachment.": the final group PDF (stored under `key`) to the owners, the bill-pay inbox and the inbox. */
  groupFinalized(input: { group: InvoiceGroupRecord; family: GroupFamily; invoices: readonly InvoiceRecord[]; key: string }): Promise<void>;
  /** "Invoice Needs to be updated, please re-submit this invoice." with the feedback; "Invoice Rejected." when the whole group is. */
  rejected(input: { invoice: InvoiceRecord; feedback: string; wholeGroupRejected: boolean }): Promise<void>;
}
