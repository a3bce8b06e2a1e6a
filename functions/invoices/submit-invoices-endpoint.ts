import { submitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import { submitInvoicesBody } from '#functions/contract/invoices.ts';
import { submitInvoices } from '#functions/invoices/submit-invoices-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { noticesQueued } from '#functions/invoices/notices/notice-dispatch.ts';

/** POST /api/invoice_groups: 1–4 invoices (or evaluations) of the caller, in one transaction. */
export const submitInvoicesEndpoint = defineEndpoint({
  access: 'staff',
  body: submitInvoicesBody,
  status: 201,
  response: submitInvoicesResponse,
  handler: ({ caller, body, request }) => submitInvoices({ caller, invoices: body, logger: request.logger, queued: noticesQueued }),
});
