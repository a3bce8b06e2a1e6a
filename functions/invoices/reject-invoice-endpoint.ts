import { invoiceResponse } from '#functions/contract/invoice-views.ts';
import { rejectInvoiceBody } from '#functions/contract/invoices.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { rejectInvoice } from '#functions/invoices/reject-invoice-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { noticesQueued } from '#functions/invoices/notices/notice-dispatch.ts';

/** POST /api/invoices/{id}/send_reject_mail (admin): reject with feedback (400 without it). */
export const rejectInvoiceEndpoint = defineEndpoint({
  access: 'admin',
  params: invoiceParams,
  body: rejectInvoiceBody,
  response: invoiceResponse,
  handler: ({ caller, params, body }) => rejectInvoice({ caller, id: params.id, feedback: body.feedback, queued: noticesQueued }),
});
