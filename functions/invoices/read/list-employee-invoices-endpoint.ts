import { employeesInvoiceQuery, invoicePage } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listEmployeeServiceInvoices } from '#functions/invoices/read/invoice-list-service.ts';

/** GET /api/employees_invoice: a page of my service invoices, by finalization (an admin: anyone's). */
export const listEmployeeInvoicesEndpoint = defineEndpoint({
  access: 'staff',
  query: employeesInvoiceQuery,
  response: invoicePage,
  handler: ({ caller, query }) => listEmployeeServiceInvoices(caller, query),
});
