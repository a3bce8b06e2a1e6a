import * as z from 'zod';
import { id } from '#functions/contract/common.ts';
import { invoiceView } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { getInvoiceView } from '#functions/invoices/read/invoice-read-service.ts';

/** GET /api/invoices/{id}: one visible invoice; 404 for any other (REFERENCE §1). */
export const getInvoiceEndpoint = defineEndpoint({
  access: 'staff',
  params: z.object({ id }),
  response: invoiceView,
  handler: ({ caller, params }) => getInvoiceView(caller, params.id),
});
