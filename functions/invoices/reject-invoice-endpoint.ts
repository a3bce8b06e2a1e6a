import { invoiceResponse } from '#functions/contract/invoice-views.ts';
import { rejectInvoiceBody } from '#functions/contract/invoices.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { rejectInvoice } from '#functions/invoices/reject-invoice-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/invoices/{id}/send_reject_mail (admin): reject with feedback (400 without it). */
export const rejectInvoiceEndpoint = (notices: InvoiceNotices) => defineEndpoint({
  access: 'admin',
  params: invoiceParams,
  body: rejectInvoiceBody,
  response: invoiceResponse,
  handler: ({ caller, params, body, request }) => rejectInvoice({ caller, id: params.id, feedback: body.feedback, notices, logger: request.logger }),
});
