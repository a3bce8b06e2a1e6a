// The invoice PDFs and receipts (REFERENCE §3.12, §4.4): addresses for the browser to open itself
// (an iframe or a link sends the session cookie, and the browser's own viewer shows or saves the
// PDF), and the emailed receipt. Paths come from the route table like every other call.
import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '#functions/contract/common.ts';
import { buildPath } from '#functions/routes.ts';
import { apiJson, withQuery } from '#web/lib/api-client.ts';

/** `show_pdf`: the invoice inline ("DRAFT" until finalized). */
export const invoicePdfUrl = (id: string): string => buildPath('documents.invoice_pdf', { id });

/** `download_attachment`: the same PDF as `invoice-{number}.pdf`. */
export const invoiceDownloadUrl = (id: string): string => buildPath('documents.invoice_download', { id });

/** `print_receipt`: the client's receipt, inline; an admin may narrow it to one employee. */
export const receiptUrl = (clientId: string, employeeId?: string): string =>
  withQuery(buildPath('documents.print_receipt'), { client_id: clientId, employee_id: employeeId });

/** POST `/api/invoices/{employee_id|all}/email_receipt?client_id=`: "Your Invoice Receipt" to the client. */
export function useEmailReceipt() {
  return useMutation({
    mutationFn: ({ clientId, employeeId }: { clientId: string; employeeId: string }) =>
      apiJson('documents.email_receipt', { params: { id: employeeId }, query: { client_id: clientId }, schema: messageResponse }),
  });
}
