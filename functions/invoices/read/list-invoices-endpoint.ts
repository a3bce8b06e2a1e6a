import { invoicePage, invoicesQuery } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listInvoices } from '#functions/invoices/read/invoice-list-service.ts';

/** GET /api/invoices: a page of the invoices the caller may see (admin: all, by status; staff: own). */
export const listInvoicesEndpoint = defineEndpoint({
  access: 'staff',
  query: invoicesQuery,
  response: invoicePage,
  handler: ({ caller, query }) => listInvoices(caller, query),
});
