// The port through which queued invoice notices are rendered and mailed (decisions 022, 031: PDFs
// render only in the `documents` Lambda). The invoices code never imports lib/pdf; the documents
// entry hands in the implementation (functions/documents/invoice-notices.ts) to the delivery of the
// outbox (notices/deliver-notices.ts), the way the payments entry hands `DepositSteps` to the booking
// (decision 024). Every call runs after the commit of the change it reports, never in its request.
import type { GroupFamily } from '#functions/model/invoice-keys.ts';
import type { InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

export interface InvoiceNotices {
  /** "Invoice created.": the draft group PDF to the employee and the inbox; each mentor's fee PDF to them and the inbox. */
  submitted(input: { group: InvoiceGroupRecord; invoices: readonly InvoiceRecord[]; fees: readonly InvoiceRecord[] }): Promise<void>;
  /**
   * A family of the group is complete: render and store the final group PDF (or the mentor group
   * PDF, and each mentor's own), and send "Invoice Attachment." to the owners, the bill-pay inbox and
   * the inbox. `members` are the group's live invoices. Returns the stored key of the family's group PDF.
   */
  groupFinalized(input: { group: InvoiceGroupRecord; family: GroupFamily; members: readonly InvoiceRecord[] }): Promise<string | null>;
  /** "Invoice Needs to be updated, please re-submit this invoice." with the feedback; "Invoice Rejected." when the whole group is. */
  rejected(input: { invoice: InvoiceRecord; feedback: string; groupInvoices: readonly InvoiceRecord[]; wholeGroupRejected: boolean }): Promise<void>;
}
