import { invoicePage, mentorsInvoiceQuery } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listMentorFeeInvoices } from '#functions/invoices/read/invoice-list-service.ts';

/** GET /api/mentors_invoice: a mentor's own fee invoices (an admin: any mentor's). */
export const listMentorFeeInvoicesEndpoint = defineEndpoint({
  access: 'staff',
  query: mentorsInvoiceQuery,
  response: invoicePage,
  handler: ({ caller, query }) => listMentorFeeInvoices(caller, query),
});
