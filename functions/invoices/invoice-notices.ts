// The port through which invoice workflows render and mail documents (decision 022: PDFs render
// only in the `documents` Lambda). The invoices code never imports lib/pdf; the documents entry
// hands in the implementation (functions/documents/invoice-notices.ts), the way the payments entry
// hands `DepositSteps` to the booking (decision 024). Notices run after the commit.
import type { GroupFamily } from '#functions/model/invoice-keys.ts';
import type { InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

export interface InvoiceNotices {
  /** Renders the final PDF of an invoice and stores it under `key` (before the finalization commits). */
  storeInvoicePdf(invoice: InvoiceRecord, key: string): Promise<void>;
  /** "Invoice created.": the draft group PDF to the employee and the inbox; each mentor's fee PDF to them and the inbox. */
  submitted(input: { group: InvoiceGroupRecord; invoices: readonly InvoiceRecord[]; fees: readonly InvoiceRecord[] }): Promise<void>;
  /**
   * A family of the group is complete: render and store the final group PDF (or each mentor's), and
   * send "Invoice Attachment." to the owners, the bill-pay inbox and the inbox. `members` are the
   * group's live invoices after the change. Returns the stored key of the (service) group PDF.
   */
  groupFinalized(input: { group: InvoiceGroupRecord; family: GroupFamily; members: readonly InvoiceRecord[] }): Promise<string | null>;
  /** "Invoice Needs to be updated, please re-submit this invoice." with the feedback; "Invoice Rejected." when the whole group is. */
  rejected(input: { invoice: InvoiceRecord; feedback: string; groupInvoices: readonly InvoiceRecord[]; wholeGroupRejected: boolean }): Promise<void>;
}
