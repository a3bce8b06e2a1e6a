// A sample document built from every PDF block, shaped like the invoice of REFERENCE §3.12: the test
// reads its text back, and `npx tsx test/functions/lib/pdf/sample-invoice.ts out.pdf` writes it to look at.
import { writeFileSync } from 'node:fs';
import { formatMoney } from '#functions/contract/money.ts';
import { drawHeader, drawHeading, drawPairs, drawTotals } from '#functions/lib/pdf/pdf-blocks.ts';
import { renderPdf } from '#functions/lib/pdf/pdf-document.ts';
import { drawTable } from '#functions/lib/pdf/pdf-table.ts';

export const sampleNames = ['Łucja Şahin', 'Ольга Смирнова', 'Zoë Ångström'];

const products = ['Botox (units)', 'Juvéderm Ultra XC', 'Sculptra vial', 'Hydrafacial serum', 'Semaglutide 2.5 mg'];

/** `lines` product rows (enough of them run over several pages). */
export function sampleInvoice(lines: number, draft: boolean): Promise<Uint8Array> {
  const rows = Array.from({ length: lines }, (_, i) => {
    const quantity = (i % 4) + 1;
    const price = 1250 + i * 375;
    return [products[i % products.length] ?? '', String(quantity), price, price * quantity] as const;
  });
  const paid = rows.reduce((sum, row) => sum + row[3], 0);
  return renderPdf({ title: 'Invoice 01JD8Z3', draft, footer: 'Carebook Demo Spa · 410 Elm Street, Chicago, IL 60610' }, (pdf) => {
    drawHeader(pdf, {
      practice: { name: 'Carebook Demo Spa', lines: ['410 Elm Street\nChicago, IL 60610', '(312) 555-0142', 'hello@carebook.example'] },
      title: 'Invoice',
      reference: [['Invoice #', '01JD8Z3'], ['Date of service', '11/24/2026']],
    });
    drawPairs(pdf, [
      ['Vendor', sampleNames[0] ?? ''], ['Client', sampleNames[1] ?? ''], ['Mentor', sampleNames[2] ?? ''],
      ['Email', 'lucja.sahin@example.com'], ['Payment type', 'Credit card'], ['Concierge Fee Paid', 'Yes'], ['GFE', 'No'],
    ]);
    drawHeading(pdf, 'Products/Services');
    drawTable(pdf, {
      columns: [{ header: 'Product Name', width: 5 }, { header: 'Quantity', width: 1.4, kind: 'number' }, { header: 'Price', width: 2, kind: 'money' }, { header: 'Total Price', width: 2, kind: 'money' }],
      rows,
    });
    drawTotals(pdf, [['Amount Paid for Products/Services', formatMoney(paid)], ['Tip', formatMoney(2000)], ['Charge', formatMoney(123456)]]);
    drawHeading(pdf, 'Retail');
    drawTable(pdf, { columns: [{ header: 'Product Name', width: 5 }, { header: 'Total Price', width: 2, kind: 'money' }], rows: [], empty: 'No retail products' });
  });
}

if (process.argv[1]?.endsWith('sample-invoice.ts') && process.argv[2]) {
  writeFileSync(process.argv[2], await sampleInvoice(Number(process.argv[3] ?? 60), true));
}
