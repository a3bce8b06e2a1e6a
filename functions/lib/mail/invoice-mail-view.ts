// What the invoice emails show about invoices, already joined (client name, number), and the PDF
// they carry. Services build it from their records and the documents group's renderers; templates
// only word it. A template's result goes to `sendMail` as is: subject, text, HTML and attachments.
import { formatMoney } from '#functions/contract/money.ts';
import type { RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import type { MailAttachment } from '#functions/lib/mail/mime.ts';

export interface InvoiceMailSummary {
  number: number;
  clientName: string;
  /** `YYYY-MM-DD`. */
  dateOfService: string;
  /** Null for an evaluation. */
  chargeCents: number | null;
}

export interface MailPdf {
  fileName: string;
  bytes: Uint8Array;
}

export type RenderedMailWithAttachments = RenderedMail & { attachments: MailAttachment[] };

export const pdfAttachment = (pdf: MailPdf): MailAttachment => ({ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes });

/** `11/24/2026` for the calendar date `2026-11-24`. */
export function invoiceMailDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** One detail row per invoice: "Invoice #1042" → "Ольга Смирнова, 11/24/2026, $1,234.56". */
export const invoiceRows = (invoices: readonly InvoiceMailSummary[]): [string, string][] => invoices.map((i) => [
  `Invoice #${i.number}`,
  [i.clientName, invoiceMailDate(i.dateOfService), i.chargeCents === null ? '' : formatMoney(i.chargeCents)].filter(Boolean).join(', '),
]);
