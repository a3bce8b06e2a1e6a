// The documents group's face (decision 024): the invoice renderers the invoices group maps its
// records into. Only this group imports lib/pdf (decision 022).
export type {
  DocumentPractice, GroupInvoiceView, InvoiceCategoryView, InvoiceGroupPdfView, InvoiceLineView, InvoicePdfView, LineCategory,
  MentorGroupPdfView, MentorInvoiceView, ReceiptItemView, ReceiptPdfView,
} from '#functions/documents/invoice-document-view.ts';
export { renderInvoicePdf } from '#functions/documents/invoice-pdf.ts';
export { renderInvoiceGroupPdf, renderMentorGroupPdf } from '#functions/documents/invoice-group-pdf.ts';
export { renderReceiptPdf } from '#functions/documents/receipt-pdf.ts';
export { invoiceGroupPdfFileName, invoicePdfFileName, receiptPdfFileName } from '#functions/documents/document-file-names.ts';
export { documentPractice, invoicePdfView, receiptPdfView } from '#functions/documents/invoice-record-views.ts';
