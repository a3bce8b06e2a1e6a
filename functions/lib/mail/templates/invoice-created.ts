// "Invoice created." (REFERENCE §3.12): on a submission (or resubmission), to the employee and the
// inbox with the draft group PDF, and to each mentor and the inbox with that mentor's fee PDF.
import { renderMail, type MailPractice } from '#functions/lib/mail/mail-layout.ts';
import {
  type InvoiceMailSummary, invoiceRows, type MailPdf, pdfAttachment, type RenderedMailWithAttachments,
} from '#functions/lib/mail/invoice-mail-view.ts';

export interface InvoiceCreatedData {
  /** `employee`: the submitter's copy; `mentor`: a mentor's fee invoices for the mentee's work. */
  audience: 'employee' | 'mentor';
  recipientName: string;
  /** Who submitted (the mentee, in a mentor's copy). */
  employeeName: string;
  invoices: readonly InvoiceMailSummary[];
  pdf: MailPdf;
}

export function invoiceCreatedMail(d: InvoiceCreatedData, practice: MailPractice): RenderedMailWithAttachments {
  const count = d.invoices.length === 1 ? '1 invoice' : `${d.invoices.length} invoices`;
  const intro = d.audience === 'employee'
    ? `Hello ${d.recipientName}, ${practice.practice_name} received ${count} from you. They will be reviewed and finalized before payment.`
    : `Hello ${d.recipientName}, ${d.employeeName} submitted ${count}. Your mentor fee invoice is attached.`;
  return {
    ...renderMail({
      subject: 'Invoice created.',
      heading: 'Invoice created',
      paragraphs: [intro],
      details: invoiceRows(d.invoices),
      closing: ['The attached PDF is a draft until every invoice is finalized.'],
    }, practice),
    attachments: [pdfAttachment(d.pdf)],
  };
}
