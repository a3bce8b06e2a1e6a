import * as z from 'zod';
import { invoiceView, mentorshipInvoicesQuery } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { listEvaluations } from '#functions/invoices/read/invoice-read-service.ts';

/** GET /api/mentorship_invoices: evaluations (admin: all; others: mine or naming me). `is_admin` is ignored. */
export const listEvaluationsEndpoint = defineEndpoint({
  access: 'staff',
  query: mentorshipInvoicesQuery,
  response: z.array(invoiceView),
  handler: ({ caller }) => listEvaluations(caller),
});
