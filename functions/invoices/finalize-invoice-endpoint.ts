import { finalizeMultipleResponse, finalizeResponse } from '#functions/contract/invoice-views.ts';
import { invoiceIdsBody } from '#functions/contract/invoices.ts';
import { finalizeInvoice, finalizeInvoices } from '#functions/invoices/finalize-invoice-service.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { noticesQueued } from '#functions/invoices/notices/notice-dispatch.ts';

/** POST /api/invoices/{id}/finalize (admin). */
export const finalizeInvoiceEndpoint = defineEndpoint({
  access: 'admin',
  params: invoiceParams,
  response: finalizeResponse,
  handler: ({ caller, params }) => finalizeInvoice({ caller, id: params.id, queued: noticesQueued }),
});

/** POST /api/invoices/finalize_multiple (admin): `{ids}` or `[{id}]`. */
export const finalizeInvoicesEndpoint = defineEndpoint({
  access: 'admin',
  body: invoiceIdsBody,
  response: finalizeMultipleResponse,
  handler: ({ caller, body }) => finalizeInvoices({ caller, ids: body, queued: noticesQueued }),
});
