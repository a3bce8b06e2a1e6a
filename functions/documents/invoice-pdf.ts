// The invoice PDF (REFERENCE §3.12): the practice, who is paid and for what, the Yes/No lines, what
// the client paid, one table per product category ending "Amount Paid for {Category}" (a category
// with nothing in it is left out), and "DRAFT" on every page until the invoice is finalized.
import { formatMoney } from '#functions/contract/money.ts';
import { drawHeader, drawHeading, drawPairs, drawTotals } from '#functions/lib/pdf/pdf-blocks.ts';
import { type Pdf, renderPdf } from '#functions/lib/pdf/pdf-document.ts';
import { drawTable, type PdfColumn } from '#functions/lib/pdf/pdf-table.ts';
import {
  chargeText, documentDate, overheadText, paymentTypeLabel, practiceFooter, practiceHeader, quantityText, yesNo,
} from '#functions/documents/document-format.ts';
import { type DocumentPractice, type InvoicePdfView, lineCategories, type LineCategory } from '#functions/documents/invoice-document-view.ts';

const categoryTitles: Readonly<Record<LineCategory, string>> = {
  products: 'Products',
  retail_products: 'Retail Products',
  wellness_products: 'Wellness Products',
  mp_products: 'MP Products',
};

const lineColumns: readonly PdfColumn[] = [
  { header: 'Product Name', width: 5 },
  { header: 'Quantity', width: 1.4, kind: 'number' },
  { header: 'Price', width: 2, kind: 'money' },
  { header: 'Total Price', width: 2, kind: 'money' },
];

function drawSummary(pdf: Pdf, invoice: InvoicePdfView): void {
  drawPairs(pdf, [
    ['Vendor', invoice.vendorName],
    ['Name', invoice.employeeName],
    ['Email', invoice.employeeEmail],
    ['Invoice #', String(invoice.number)],
    ['Charge', chargeText(invoice.chargeCents)],
    ['Client', invoice.clientName],
    ['Date of Service', documentDate(invoice.dateOfService)],
  ]);
  drawHeading(pdf, 'Details');
  drawPairs(pdf, [
    ['Concierge Fee Paid', yesNo(invoice.conciergeFeePaid)],
    ['GFE', yesNo(invoice.gfe)],
    ['Provider Purchased', yesNo(invoice.providerPurchased)],
    ['Semaglutide Consultation Fee', yesNo(invoice.semagConsultFee)],
    ['Total Amount Client Paid', formatMoney(invoice.totalClientPaidCents)],
    ['Payment Type', paymentTypeLabel(invoice.paymentType)],
    ['Personal Discount', formatMoney(invoice.personalDiscountCents)],
    ['Tip', formatMoney(invoice.tipCents)],
    ['Overhead', overheadText(invoice.overhead)],
  ]);
}

function drawCategory(pdf: Pdf, invoice: InvoicePdfView, category: LineCategory): void {
  const { lines, amountPaidCents } = invoice.categories[category];
  const title = categoryTitles[category];
  drawHeading(pdf, title);
  drawTable(pdf, {
    columns: lineColumns,
    rows: lines.map((line) => [line.name, quantityText(line.quantity), line.priceCents, line.totalCents]),
    empty: 'None',
  });
  drawTotals(pdf, [[`Amount Paid for ${title}`, formatMoney(amountPaidCents)]]);
}

/** A category with no line and nothing paid is left out; products always print (the invoice's subject). */
function printed(invoice: InvoicePdfView, category: LineCategory): boolean {
  const { lines, amountPaidCents } = invoice.categories[category];
  return category === 'products' || lines.length > 0 || amountPaidCents !== 0;
}

export function renderInvoicePdf(invoice: InvoicePdfView, practice: DocumentPractice): Promise<Uint8Array> {
  return renderPdf({ title: `Invoice #${invoice.number}`, draft: !invoice.finalized, footer: practiceFooter(practice) }, (pdf) => {
    drawHeader(pdf, {
      practice: practiceHeader(practice),
      title: 'Invoice',
      reference: [['Invoice #', String(invoice.number)], ['Date of Service', documentDate(invoice.dateOfService)]],
    });
    drawSummary(pdf, invoice);
    for (const category of lineCategories.filter((c) => printed(invoice, c))) drawCategory(pdf, invoice, category);
    drawTotals(pdf, [
      ['Total Amount Client Paid', formatMoney(invoice.totalClientPaidCents)],
      ['Tip', formatMoney(invoice.tipCents)],
      ['Charge', chargeText(invoice.chargeCents)],
    ]);
  });
}
