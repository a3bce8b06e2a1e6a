// Lambda entry of the documents group (decision 022): every route that renders a PDF or a spreadsheet,
// so pdfkit, the font and write-excel-file stay out of the other groups' bundles.
import { emailReceiptEndpoint } from '#functions/documents/email-receipt-endpoint.ts';
import { exportInvoicesEndpoint } from '#functions/documents/export-invoices-endpoint.ts';
import { downloadInvoicePdfEndpoint, showInvoicePdfEndpoint } from '#functions/documents/invoice-pdf-endpoint.ts';
import { locationPdfEndpoint } from '#functions/documents/location-pdf-endpoint.ts';
import { printReceiptEndpoint } from '#functions/documents/print-receipt-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
// The invoice writes that render or mail a PDF are the invoices group's code run here (decision
// 024); this entry hands them the documents' side of the InvoiceNotices port.
import { invoiceNotices } from '#functions/documents/invoice-notices.ts';
import {
  finalizeInvoiceEndpoint, finalizeInvoicesEndpoint, rejectInvoiceEndpoint, submitInvoicesEndpoint, updateInvoiceEndpoint,
} from '#functions/invoices/public.ts';

export const handler = createGroupHandler('documents', {
  'documents.invoice_pdf': showInvoicePdfEndpoint,
  'documents.invoice_download': downloadInvoicePdfEndpoint,
  'documents.print_receipt': printReceiptEndpoint,
  'documents.email_receipt': emailReceiptEndpoint,
  'documents.export_invoices': exportInvoicesEndpoint,
  'documents.location_pdf': locationPdfEndpoint,
  'invoices.submit': submitInvoicesEndpoint(invoiceNotices),
  'invoices.update': updateInvoiceEndpoint(invoiceNotices),
  'invoices.finalize': finalizeInvoiceEndpoint(invoiceNotices),
  'invoices.finalize_multiple': finalizeInvoicesEndpoint(invoiceNotices),
  'invoices.reject': rejectInvoiceEndpoint(invoiceNotices),
});
