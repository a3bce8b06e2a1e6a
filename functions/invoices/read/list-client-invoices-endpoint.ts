import * as z from 'zod';
import { id } from '#functions/contract/common.ts';
import { clientInvoicesQuery, invoicePage } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listClientInvoices } from '#functions/invoices/read/invoice-read-service.ts';

/** GET /api/invoices/{id}/client_invoices (`{id}` is the client): the client's Billing tab. */
export const listClientInvoicesEndpoint = defineEndpoint({
  access: 'staff',
  params: z.object({ id }),
  query: clientInvoicesQuery,
  response: invoicePage,
  handler: ({ caller, params, query }) => listClientInvoices(caller, params.id, query),
});
