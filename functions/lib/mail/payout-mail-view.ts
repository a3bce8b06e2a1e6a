// What the payout emails (REFERENCE §3.12 "payout") show: whom they greet, the invoice concerned
// and the page to act on. Each template in templates/payout-*.ts words one mail through this view.
import { type InvoiceMailSummary, invoiceRows } from '#functions/lib/mail/invoice-mail-view.ts';
import { renderMail, type MailContent, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface PayoutMailData {
  employeeName: string;
  invoice: InvoiceMailSummary;
  /** My Profile › Bank details (reminders) or the invoices list (payments). */
  link: string;
}

/** A payout mail: the greeting and the template's sentences, the invoice as a detail row, the link. */
export function payoutMail(
  d: PayoutMailData, content: Pick<MailContent, 'subject' | 'heading' | 'paragraphs'> & { action: string }, practice: MailPractice,
): RenderedMail {
  return renderMail({
    subject: content.subject, heading: content.heading,
    paragraphs: [`Hello ${d.employeeName},`, ...content.paragraphs],
    details: invoiceRows([d.invoice]),
    action: { label: content.action, url: d.link },
  }, practice);
}
