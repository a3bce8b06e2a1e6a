import * as z from 'zod';
import { id, messageResponse } from '#functions/contract/common.ts';
import { receiptQuery } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { emailReceipt } from '#functions/documents/receipt-service.ts';

/** POST /api/invoices/{id}/email_receipt?client_id=: "Your Invoice Receipt" to the client; `{id}` is the employee or `all`. */
export const emailReceiptEndpoint = defineEndpoint({
  access: 'staff',
  params: z.object({ id: z.union([id, z.literal('all')]) }),
  query: receiptQuery.pick({ client_id: true }),
  response: messageResponse,
  handler: ({ caller, params, query }) => emailReceipt({ caller, clientId: query.client_id, employee: params.id }),
});
