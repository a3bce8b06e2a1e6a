import { destroyMultipleResponse, invoiceView } from '#functions/contract/invoice-views.ts';
import { invoiceIdsBody } from '#functions/contract/invoices.ts';
import { deleteInvoice, deleteInvoices } from '#functions/invoices/delete-invoice-service.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/invoices/{id} (admin, soft). */
export const deleteInvoiceEndpoint = defineEndpoint({
  access: 'admin',
  params: invoiceParams,
  response: invoiceView,
  handler: ({ caller, params }) => deleteInvoice({ caller, id: params.id }),
});

/** DELETE /api/invoices/destroy_multiple (admin): body `{ids}`. */
export const deleteInvoicesEndpoint = defineEndpoint({
  access: 'admin',
  body: invoiceIdsBody,
  response: destroyMultipleResponse,
  handler: ({ caller, body }) => deleteInvoices({ caller, ids: body }),
});
