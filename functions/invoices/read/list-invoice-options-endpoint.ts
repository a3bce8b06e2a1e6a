import * as z from 'zod';
import { employeeInvoiceOption, employeeInvoicesQuery } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listInvoiceOptions } from '#functions/invoices/read/invoice-read-service.ts';

/** GET /api/employee_invoices: `[{id, client_name}]` of my service invoices (an admin: anyone's). */
export const listInvoiceOptionsEndpoint = defineEndpoint({
  access: 'staff',
  query: employeeInvoicesQuery,
  response: z.array(employeeInvoiceOption),
  handler: ({ caller, query }) => listInvoiceOptions(caller, query.employee_id),
});
