import { receiptQuery } from '#functions/contract/invoice-views.ts';
import { defineEndpoint, FileReply, fileResponse } from '#functions/lib/http/endpoint.ts';
import { buildReceipt } from '#functions/documents/receipt-service.ts';

/** GET /api/invoices/print_receipt?client_id=&employee_id=: the client's receipt, inline. */
export const printReceiptEndpoint = defineEndpoint({
  access: 'staff',
  query: receiptQuery,
  response: fileResponse,
  handler: async ({ caller, query }) => {
    const { pdf } = await buildReceipt({ caller, clientId: query.client_id, employee: query.employee_id });
    return new FileReply(pdf.bytes, 'application/pdf', pdf.fileName, 'inline');
  },
});
