// One location's billing summary (REFERENCE §3.11): "Billing Summary Report" with when it was made,
// the range and the location; Treatment Income (% invoiced, invoiced, applied) and a Total row, or
// "No invoices found for the selected location"; the appointment payments taken there by method; and
// Gift Cards and Tax, which Carebook does not track, said so rather than shown as zero.
import { Temporal } from 'temporal-polyfill';
import { drawHeader, drawHeading, drawPairs } from '#functions/lib/pdf/pdf-blocks.ts';
import { renderPdf } from '#functions/lib/pdf/pdf-document.ts';
import { drawTable } from '#functions/lib/pdf/pdf-table.ts';
import type { DocumentPractice } from '#functions/documents/invoice-document-view.ts';
import { documentDate, practiceFooter, practiceHeader } from '#functions/documents/document-format.ts';
import type { LocationReport } from '#functions/reports/public.ts';

export const noInvoicesText = 'No invoices found for the selected location';

const methods = [['card_online', 'Card online'], ['cash', 'Cash'], ['card_terminal', 'Card terminal'], ['other', 'Other']] as const;

/** `11/24/2026 3:05 PM` in the practice's zone. */
function generatedText(at: string, zone: string): string {
  const t = Temporal.Instant.from(at).toZonedDateTimeISO(zone);
  const hour = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${documentDate(t.toPlainDate().toString())} ${hour}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

function drawIncome(pdf: PDFKit.PDFDocument, report: LocationReport): void {
  drawHeading(pdf, 'Sales');
  if (!report.hasInvoices) {
    pdf.text(noInvoicesText);
    pdf.moveDown();
    return;
  }
  const { row } = report;
  drawTable(pdf, {
    columns: [{ header: 'Category', width: 3 }, { header: '% Invoiced', width: 1.4, kind: 'number' }, { header: 'Invoiced', width: 1.8, kind: 'money' }, { header: 'Applied', width: 1.8, kind: 'money' }],
    rows: [
      ['Treatment Income', `${row.percentage_invoiced.toFixed(2)}%`, row.total_invoiced_cents, row.total_applied_cents],
      ['Total', `${row.percentage_invoiced.toFixed(2)}%`, row.total_invoiced_cents, row.total_applied_cents],
    ],
  });
}

export function renderLocationReportPdf(report: LocationReport, practice: DocumentPractice): Promise<Uint8Array> {
  const total = methods.reduce((sum, [method]) => sum + report.transactions[method], 0);
  return renderPdf({ title: `Billing Summary Report – ${report.location.name}`, footer: practiceFooter(practice) }, (pdf) => {
    drawHeader(pdf, {
      practice: practiceHeader(practice), title: 'Billing Summary Report',
      reference: [['Generated', generatedText(report.generatedAt, report.range.zone)], ['Range', `${documentDate(report.range.startDate)} – ${documentDate(report.range.endDate)}`]],
    });
    drawPairs(pdf, [['Location', report.location.name]]);
    drawIncome(pdf, report);
    drawHeading(pdf, 'Transactions');
    drawTable(pdf, {
      columns: [{ header: 'Payment method', width: 3 }, { header: 'Amount', width: 2, kind: 'money' }],
      rows: [...methods.map(([method, label]) => [label, report.transactions[method]] as const), ['Total', total] as const],
    });
    drawHeading(pdf, 'Not tracked');
    drawPairs(pdf, [['Gift Cards', 'Not tracked'], ['Tax', 'Not tracked']]);
  });
}
