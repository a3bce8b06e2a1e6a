// Lambda entry of the documents group (decision 022): every route that renders a PDF or a spreadsheet,
// so pdfkit, the font and write-excel-file stay out of the other groups' bundles, and the delivery of
// the invoice mails queued in the outbox (decision 031), which the table's stream hands to this function.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, DynamoDBStreamEvent } from 'aws-lambda';
import { emailReceiptEndpoint } from '#functions/documents/email-receipt-endpoint.ts';
import { exportInvoicesEndpoint } from '#functions/documents/export-invoices-endpoint.ts';
import { downloadInvoicePdfEndpoint, showInvoicePdfEndpoint } from '#functions/documents/invoice-pdf-endpoint.ts';
import { deliverStreamedNotices, isStreamEvent } from '#functions/documents/notice-delivery.ts';
import { locationPdfEndpoint } from '#functions/documents/location-pdf-endpoint.ts';
import { printReceiptEndpoint } from '#functions/documents/print-receipt-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';
// The invoice writes that queue mails with PDFs are the invoices group's code run here (decision
// 024), beside the delivery that renders them.
import {
  finalizeInvoiceEndpoint, finalizeInvoicesEndpoint, rejectInvoiceEndpoint, submitInvoicesEndpoint, updateInvoiceEndpoint,
} from '#functions/invoices/public.ts';

const http = createGroupHandler('documents', {
  'documents.invoice_pdf': showInvoicePdfEndpoint,
  'documents.invoice_download': downloadInvoicePdfEndpoint,
  'documents.print_receipt': printReceiptEndpoint,
  'documents.email_receipt': emailReceiptEndpoint,
  'documents.export_invoices': exportInvoicesEndpoint,
  'documents.location_pdf': locationPdfEndpoint,
  'invoices.submit': submitInvoicesEndpoint,
  'invoices.update': updateInvoiceEndpoint,
  'invoices.finalize': finalizeInvoiceEndpoint,
  'invoices.finalize_multiple': finalizeInvoicesEndpoint,
  'invoices.reject': rejectInvoiceEndpoint,
});

/** An API Gateway request, or a batch of the table's stream (the stream ignores the answer). */
export async function handler(event: APIGatewayProxyEventV2 | DynamoDBStreamEvent, context: HttpContext): Promise<APIGatewayProxyStructuredResultV2> {
  if (!isStreamEvent(event)) return http(event, context);
  await deliverStreamedNotices(event);
  return { statusCode: 200 };
}
