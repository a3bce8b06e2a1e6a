import { invoiceListsQuery, invoicePage } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { searchInvoices } from '#functions/invoices/read/invoice-list-service.ts';

/** GET /api/invoice_lists (admin): the Invoice List, searched by number, client name or employee name. */
export const searchInvoicesEndpoint = defineEndpoint({
  access: 'admin',
  query: invoiceListsQuery,
  response: invoicePage,
  handler: ({ query }) => searchInvoices(query),
});
