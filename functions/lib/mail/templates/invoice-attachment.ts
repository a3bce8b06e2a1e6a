// "Invoice Attachment." (REFERENCE §3.12): when every invoice of a submission is finalized, the final
// group PDF to the employee (or a mentor's PDF to the mentor), the bill-pay inbox and the inbox.
import { renderMail, type MailPractice } from '#functions/lib/mail/mail-layout.ts';
import {
  type InvoiceMailSummary, invoiceRows, type MailPdf, pdfAttachment, type RenderedMailWithAttachments,
} from '#functions/lib/mail/invoice-mail-view.ts';

export interface InvoiceAttachmentData {
  recipientName: string;
  invoices: readonly InvoiceMailSummary[];
  pdf: MailPdf;
}

export function invoiceAttachmentMail(d: InvoiceAttachmentData, practice: MailPractice): RenderedMailWithAttachments {
  const these = d.invoices.length === 1 ? 'Your invoice is' : `Your ${d.invoices.length} invoices are`;
  return {
    ...renderMail({
      subject: 'Invoice Attachment.',
      heading: 'Invoice finalized',
      paragraphs: [`Hello ${d.recipientName}, ${these} finalized by ${practice.practice_name}. The final invoice is attached.`],
      details: invoiceRows(d.invoices),
    }, practice),
    attachments: [pdfAttachment(d.pdf)],
  };
}
