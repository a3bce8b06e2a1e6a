import { finalizedInvoiceQuery, invoicePage } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listInvoicesToPay } from '#functions/invoices/read/invoice-list-service.ts';

/** GET /api/finalized_invoice (admin): finalized and payment-scheduled invoices (Invoices to Pay). */
export const listInvoicesToPayEndpoint = defineEndpoint({
  access: 'admin',
  query: finalizedInvoiceQuery,
  response: invoicePage,
  handler: ({ query }) => listInvoicesToPay(query),
});
