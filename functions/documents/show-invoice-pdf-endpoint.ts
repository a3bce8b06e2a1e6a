import * as z from 'zod';
import { id } from '#functions/contract/common.ts';
import { defineEndpoint, FileReply, fileResponse } from '#functions/lib/http/endpoint.ts';
import { loadInvoicePdf } from '#functions/documents/invoice-pdf-service.ts';

/** GET /api/invoices/{id}/show_pdf: the invoice's PDF, inline (to preview in the browser). */
export const showInvoicePdfEndpoint = defineEndpoint({
  access: 'staff',
  params: z.object({ id }),
  response: fileResponse,
  handler: async ({ caller, params }) => {
    const pdf = await loadInvoicePdf(caller, params.id);
    return new FileReply(pdf.bytes, 'application/pdf', pdf.fileName, 'inline');
  },
});
