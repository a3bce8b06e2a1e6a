import * as z from 'zod';
import { id } from '#functions/contract/common.ts';
import { defineEndpoint, FileReply, fileResponse } from '#functions/lib/http/endpoint.ts';
import { loadInvoicePdf } from '#functions/documents/invoice-pdf-service.ts';

/** The invoice's PDF (`invoice-{number}.pdf`), the same bytes inline or as a download. */
const invoicePdfEndpoint = (disposition: 'inline' | 'attachment') => defineEndpoint({
  access: 'staff',
  params: z.object({ id }),
  response: fileResponse,
  handler: async ({ caller, params }) => {
    const pdf = await loadInvoicePdf(caller, params.id);
    return new FileReply(pdf.bytes, 'application/pdf', pdf.fileName, disposition);
  },
});

/** GET /api/invoices/{id}/show_pdf: inline, to preview in the browser. */
export const showInvoicePdfEndpoint = invoicePdfEndpoint('inline');
/** GET /api/invoices/{id}/download_attachment: as a download. */
export const downloadInvoicePdfEndpoint = invoicePdfEndpoint('attachment');
