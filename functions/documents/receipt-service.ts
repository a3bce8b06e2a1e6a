// A client's receipt (REFERENCE §3.12, §4.4): the finalized invoices of one employee — or of all, for
// an admin — for a client the caller may see, printed (`print_receipt`) or mailed ("Your Invoice
// Receipt", `email_receipt`). Non-admins get only their own invoices of clients linked to them.
import { finalizedStatuses } from '#functions/contract/invoices.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden } from '#functions/lib/errors/app-error.ts';
import { sendMail } from '#functions/lib/mail/send-mail.ts';
import { invoiceReceiptMail } from '#functions/lib/mail/templates/invoice-receipt.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { clientInvoices, loadReceiptClient, targetEmployee } from '#functions/invoices/public.ts';
import { receiptPdfFileName } from '#functions/documents/document-file-names.ts';
import { documentPractice, receiptPdfView } from '#functions/documents/invoice-record-views.ts';
import { renderReceiptPdf } from '#functions/documents/receipt-pdf.ts';

export interface ReceiptRequest {
  caller: StaffCaller;
  clientId: string;
  /** An employee, `all` (admins only), or none: the caller's own for staff, every employee's for an admin. */
  employee: string | undefined;
}

function employeeOf({ caller, employee }: ReceiptRequest): string | null {
  if (employee === 'all' || (employee === undefined && caller.isAdmin)) {
    if (!caller.isAdmin) throw forbidden('Only an admin may print the receipt of all employees.');
    return null;
  }
  return targetEmployee(caller, employee);
}

export async function buildReceipt(request: ReceiptRequest) {
  const employeeId = employeeOf(request);
  const [client, settings] = await Promise.all([loadReceiptClient(request.caller, request.clientId), loadPracticeSettings()]);
  const invoices = await clientInvoices(client.id, { statuses: finalizedStatuses, ...(employeeId ? { employeeId } : {}) });
  const view = receiptPdfView(client, invoices);
  const employeeName = employeeId === null ? null : invoices[0]?.employeeName ?? (employeeId === request.caller.employeeId ? request.caller.name : employeeId);
  const bytes = await renderReceiptPdf(view, documentPractice(settings));
  return { client, view, settings, pdf: { bytes, fileName: receiptPdfFileName(view.client.name, employeeName) } };
}

export async function emailReceipt(request: ReceiptRequest): Promise<{ message: string }> {
  const { client, view, settings, pdf } = await buildReceipt(request);
  const totalCents = view.items.reduce((sum, item) => sum + item.amountPaidCents, 0);
  await sendMail({ to: [client.email], ...invoiceReceiptMail({ clientName: view.client.name, totalCents, pdf }, settings) });
  return { message: 'Receipt sent.' };
}
