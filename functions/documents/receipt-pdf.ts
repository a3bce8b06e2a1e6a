// The client's receipt (REFERENCE §3.12): the practice and the client, then "Items and Payments" —
// one row per invoice (date, employee | "Invoice #N, Quantity 1" | amount paid) — Subtotal and Total,
// and an optional link at the foot. Receipts are never drafts.
import { formatMoney } from '#functions/contract/money.ts';
import { drawHeader, drawHeading, drawPairs, drawTotals } from '#functions/lib/pdf/pdf-blocks.ts';
import { renderPdf } from '#functions/lib/pdf/pdf-document.ts';
import { drawTable } from '#functions/lib/pdf/pdf-table.ts';
import { pdfStyle } from '#functions/lib/pdf/pdf-style.ts';
import { documentDate, practiceFooter, practiceHeader } from '#functions/documents/document-format.ts';
import type { DocumentPractice, ReceiptPdfView } from '#functions/documents/invoice-document-view.ts';

export function renderReceiptPdf(receipt: ReceiptPdfView, practice: DocumentPractice): Promise<Uint8Array> {
  const total = receipt.items.reduce((sum, item) => sum + item.amountPaidCents, 0);
  return renderPdf({ title: `Receipt for ${receipt.client.name}`, footer: practiceFooter(practice) }, (pdf) => {
    drawHeader(pdf, { practice: practiceHeader(practice), title: 'Receipt' });
    drawPairs(pdf, [['Client', receipt.client.name], ['Phone', receipt.client.phone || '—'], ['Email', receipt.client.email || '—']]);
    drawHeading(pdf, 'Items and Payments');
    drawTable(pdf, {
      columns: [{ header: 'Date', width: 1.6 }, { header: 'Employee', width: 2.6 }, { header: 'Item', width: 3.2 }, { header: 'Amount Paid', width: 1.8, kind: 'money' }],
      rows: receipt.items.map((item) => [
        documentDate(item.dateOfService), item.employeeName, `Invoice #${item.invoiceNumber}, Quantity 1`, item.amountPaidCents,
      ]),
      empty: 'No invoices',
    });
    drawTotals(pdf, [['Subtotal', formatMoney(total)], ['Total', formatMoney(total)]]);
    if (receipt.footerLink) pdf.fillColor(pdfStyle.colour.accent).text(receipt.footerLink, { link: receipt.footerLink, underline: true });
  });
}
