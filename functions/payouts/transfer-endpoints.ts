// Paying providers (REFERENCE §4.4): one finalized invoice, or several with a result per invoice.
import { payMultipleBody, payMultipleResponse, transferBody, transferResponse } from '#functions/contract/payouts.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { payInvoice, payInvoices } from '#functions/payouts/pay-invoice-service.ts';

/** POST /api/client/stripe/transfer_to_employee (admin). */
export const transferEndpoint = defineEndpoint({
  access: 'admin', body: transferBody, response: transferResponse,
  handler: ({ body, request }) => payInvoice({ invoiceId: body.invoice_id, employeeId: body.employee_id, logger: request.logger }),
});

/** POST /api/client/stripe/pay_multiple_invoice (admin): `{invoices:[{invoice_id}]}` or the bare array. */
export const payMultipleEndpoint = defineEndpoint({
  access: 'admin', body: payMultipleBody, response: payMultipleResponse,
  handler: ({ body, request }) => payInvoices({ invoiceIds: body.map((i) => i.invoice_id), logger: request.logger }),
});
