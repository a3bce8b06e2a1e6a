// The invoices group's face (decision 024): what the documents group uses to serve an invoice's PDF
// and a client's receipt to the callers who may see them, and what the jobs run.
export { clientInvoices } from '#functions/invoices/read/invoice-read-repository.ts';
export { loadReceiptClient } from '#functions/invoices/read/invoice-read-service.ts';
export { loadVisibleInvoice, targetEmployee } from '#functions/invoices/read/invoice-visibility.ts';
// The write routes that queue mails with PDFs run in the documents Lambda, which also delivers the
// queued notices with its InvoiceNotices implementation (decisions 022, 024, 031).
export type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
export { submitInvoicesEndpoint } from '#functions/invoices/submit-invoices-endpoint.ts';
export { updateInvoiceEndpoint } from '#functions/invoices/update-invoice-endpoint.ts';
export { finalizeInvoiceEndpoint, finalizeInvoicesEndpoint } from '#functions/invoices/finalize-invoice-endpoint.ts';
export { rejectInvoiceEndpoint } from '#functions/invoices/reject-invoice-endpoint.ts';
export { deliverInvoiceNotices, type NoticeOutcome } from '#functions/invoices/notices/deliver-notices.ts';
export { deliverQueuedNoticesWith } from '#functions/invoices/notices/notice-dispatch.ts';
export { requeueUndeliveredNotices } from '#functions/invoices/notices/requeue-notices.ts';
// The payouts group (decision 029) pays finalized invoices: it reads them, moves them on, and keeps
// their ScheduledPayout (which lives in the invoice's partition, so mark_paid can cancel it).
export { loadInvoice } from '#functions/invoices/load-invoice.ts';
export { getInvoice, getInvoices } from '#functions/invoices/invoice-repository.ts';
export { addInvoiceTransition } from '#functions/invoices/invoice-write-repository.ts';
export {
  addInvoicePaidByTransfer, addNewPayout, addPayoutTransferred, claimPayout, getPayout, listDuePayouts, markPayoutAlerted, recordPayoutFailure,
} from '#functions/invoices/payout-repository.ts';
