// "Your Invoice Receipt" (REFERENCE §3.12): the client's receipt PDF, sent by staff from the client's
// Billing tab. Receipt mail is sent even when the client opted out of marketing (`do_not_email`).
import { formatMoney } from '#functions/contract/money.ts';
import { renderMail, type MailPractice } from '#functions/lib/mail/mail-layout.ts';
import { type MailPdf, pdfAttachment, type RenderedMailWithAttachments } from '#functions/lib/mail/invoice-mail-view.ts';

export interface InvoiceReceiptData {
  clientName: string;
  /** What the receipt totals. */
  totalCents: number;
  pdf: MailPdf;
}

export function invoiceReceiptMail(d: InvoiceReceiptData, practice: MailPractice): RenderedMailWithAttachments {
  return {
    ...renderMail({
      subject: 'Your Invoice Receipt',
      heading: 'Your receipt',
      paragraphs: [`Hello ${d.clientName}, thank you for visiting ${practice.practice_name}. Your receipt is attached.`],
      details: [['Total', formatMoney(d.totalCents)]],
    }, practice),
    attachments: [pdfAttachment(d.pdf)],
  };
}
