// The invoices group's face (decision 024): what the documents group uses to serve an invoice's PDF
// and a client's receipt to the callers who may see them.
export { clientInvoices } from '#functions/invoices/read/invoice-read-repository.ts';
export { loadReceiptClient } from '#functions/invoices/read/invoice-read-service.ts';
export { loadVisibleInvoice, targetEmployee } from '#functions/invoices/read/invoice-visibility.ts';
