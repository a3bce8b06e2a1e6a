// "Invoice Rejected." (REFERENCE §3.12): to the employee when every invoice of a submission has been
// rejected, each with the feedback it was given.
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { type InvoiceMailSummary, invoiceRows } from '#functions/lib/mail/invoice-mail-view.ts';

export interface InvoiceRejectedData {
  employeeName: string;
  invoices: readonly (InvoiceMailSummary & { feedback: string })[];
  /** The Submit invoice page, where rejected invoices are resubmitted. */
  link: string;
}

export function invoiceRejectedMail(d: InvoiceRejectedData, practice: MailPractice): RenderedMail {
  const which = d.invoices.length === 1 ? 'Your invoice was' : `All ${d.invoices.length} invoices of your submission were`;
  return renderMail({
    subject: 'Invoice Rejected.',
    heading: 'Invoice rejected',
    paragraphs: [`Hello ${d.employeeName}, ${which} rejected. You can update and re-submit them.`],
    details: d.invoices.flatMap((invoice) => [...invoiceRows([invoice]), ['Feedback', invoice.feedback] as [string, string]]),
    action: { label: 'Update and re-submit', url: d.link },
  }, practice);
}
