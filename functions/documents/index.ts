// Lambda entry of the documents group (decision 022): every route that renders a PDF, so pdfkit and
// the font stay out of the other groups' bundles.
import { emailReceiptEndpoint } from '#functions/documents/email-receipt-endpoint.ts';
import { downloadInvoicePdfEndpoint, showInvoicePdfEndpoint } from '#functions/documents/invoice-pdf-endpoint.ts';
import { printReceiptEndpoint } from '#functions/documents/print-receipt-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';

export const handler = createGroupHandler('documents', {
  'documents.invoice_pdf': showInvoicePdfEndpoint,
  'documents.invoice_download': downloadInvoicePdfEndpoint,
  'documents.print_receipt': printReceiptEndpoint,
  'documents.email_receipt': emailReceiptEndpoint,
});
