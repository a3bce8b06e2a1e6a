import { finalizeMultipleResponse, finalizeResponse } from '#functions/contract/invoice-views.ts';
import { invoiceIdsBody } from '#functions/contract/invoices.ts';
import { finalizeInvoice, finalizeInvoices } from '#functions/invoices/finalize-invoice-service.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/invoices/{id}/finalize (admin). */
export const finalizeInvoiceEndpoint = (notices: InvoiceNotices) => defineEndpoint({
  access: 'admin',
  params: invoiceParams,
  response: finalizeResponse,
  handler: ({ caller, params, request }) => finalizeInvoice({ caller, id: params.id, notices, logger: request.logger }),
});

/** POST /api/invoices/finalize_multiple (admin): `{ids}` or `[{id}]`. */
export const finalizeInvoicesEndpoint = (notices: InvoiceNotices) => defineEndpoint({
  access: 'admin',
  body: invoiceIdsBody,
  response: finalizeMultipleResponse,
  handler: ({ caller, body, request }) => finalizeInvoices({ caller, ids: body, notices, logger: request.logger }),
});
