// The group PDFs (REFERENCE §3.12): one submission's invoices summed as "Bill Amount", then each
// invoice — the provider's version with its discount and tip, the mentor's with the mentee it is for.
// Both carry "DRAFT" until the whole group is finalized.
import { formatMoney } from '#functions/contract/money.ts';
import { drawHeader, drawHeading, drawPairs, drawTotals, type PdfPair } from '#functions/lib/pdf/pdf-blocks.ts';
import { renderPdf } from '#functions/lib/pdf/pdf-document.ts';
import { drawTable, type PdfTable } from '#functions/lib/pdf/pdf-table.ts';
import { documentDate, practiceFooter, practiceHeader } from '#functions/documents/document-format.ts';
import type { DocumentPractice, InvoiceGroupPdfView, MentorGroupPdfView } from '#functions/documents/invoice-document-view.ts';

interface GroupDocument {
  title: string;
  finalized: boolean;
  people: readonly PdfPair[];
  billCents: number;
  table: PdfTable;
}

/** Σ of the charges; an evaluation (no charge) adds nothing. */
const billOf = (invoices: readonly { chargeCents: number | null }[]): number => invoices.reduce((sum, i) => sum + (i.chargeCents ?? 0), 0);

function renderGroup(doc: GroupDocument, practice: DocumentPractice): Promise<Uint8Array> {
  return renderPdf({ title: doc.title, draft: !doc.finalized, footer: practiceFooter(practice) }, (pdf) => {
    drawHeader(pdf, { practice: practiceHeader(practice), title: doc.title });
    drawPairs(pdf, doc.people);
    drawTotals(pdf, [['Bill Amount:', formatMoney(doc.billCents)]]);
    drawHeading(pdf, 'Invoices');
    drawTable(pdf, doc.table);
  });
}

export function renderInvoiceGroupPdf(group: InvoiceGroupPdfView, practice: DocumentPractice): Promise<Uint8Array> {
  return renderGroup({
    title: 'Invoice Summary',
    finalized: group.finalized,
    people: [['Vendor', group.vendorName], ['Name', group.employeeName], ['Email', group.employeeEmail]],
    billCents: billOf(group.invoices),
    table: {
      columns: [
        { header: 'Invoice #', width: 1.3, kind: 'number' }, { header: 'Client', width: 3 }, { header: 'Date of Service', width: 1.9 },
        { header: 'Discount', width: 1.6, kind: 'money' }, { header: 'Tip', width: 1.5, kind: 'money' }, { header: 'Charge', width: 1.8, kind: 'money' },
      ],
      rows: group.invoices.map((i) => [String(i.number), i.clientName, documentDate(i.dateOfService), i.personalDiscountCents, i.tipCents, i.chargeCents ?? '—']),
      empty: 'No invoices',
    },
  }, practice);
}

export function renderMentorGroupPdf(group: MentorGroupPdfView, practice: DocumentPractice): Promise<Uint8Array> {
  return renderGroup({
    title: 'Mentor Invoice',
    finalized: group.finalized,
    people: [['Vendor', group.vendorName], ['Mentor', group.mentorName], ['Email', group.mentorEmail]],
    billCents: billOf(group.invoices),
    table: {
      columns: [
        { header: 'Invoice #', width: 1.3, kind: 'number' }, { header: 'Mentee', width: 2.6 }, { header: 'Client', width: 2.6 },
        { header: 'Date of Service', width: 1.9 }, { header: 'Charge', width: 1.8, kind: 'money' },
      ],
      rows: group.invoices.map((i) => [String(i.number), i.menteeName, i.clientName, documentDate(i.dateOfService), i.chargeCents]),
      empty: 'No invoices',
    },
  }, practice);
}
