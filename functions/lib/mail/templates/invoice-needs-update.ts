// "Invoice Needs to be updated, please re-submit this invoice." (REFERENCE §3.12): to the employee when
// an admin rejects one invoice, with the admin's feedback and the page where it is resubmitted.
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { type InvoiceMailSummary, invoiceRows } from '#functions/lib/mail/invoice-mail-view.ts';

export interface InvoiceNeedsUpdateData {
  employeeName: string;
  invoice: InvoiceMailSummary;
  feedback: string;
  /** The Submit invoice page, where rejected invoices are resubmitted. */
  link: string;
}

export function invoiceNeedsUpdateMail(d: InvoiceNeedsUpdateData, practice: MailPractice): RenderedMail {
  return renderMail({
    subject: 'Invoice Needs to be updated, please re-submit this invoice.',
    heading: 'Invoice needs to be updated',
    paragraphs: [`Hello ${d.employeeName}, invoice #${d.invoice.number} needs to be updated. Please re-submit this invoice.`],
    details: [...invoiceRows([d.invoice]), ['Feedback', d.feedback]],
    action: { label: 'Update and re-submit', url: d.link },
  }, practice);
}
