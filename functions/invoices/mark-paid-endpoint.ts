import { markPaidResponse } from '#functions/contract/invoice-views.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { markInvoicePaid } from '#functions/invoices/mark-paid-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/invoices/{id}/mark_paid (admin). */
export const markPaidEndpoint = defineEndpoint({
  access: 'admin',
  params: invoiceParams,
  response: markPaidResponse,
  handler: ({ params }) => markInvoicePaid({ id: params.id }),
});
