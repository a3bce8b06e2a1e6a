// A table that may run over several pages: the header row is repeated at the top of every page the
// table continues on, rows never split across pages, numbers and money are right-aligned, and money
// cells take integer cents and are formatted by the one money module.
import { type Currency, formatMoney } from '#functions/contract/money.ts';
import { contentBottom, contentWidth, pdfStyle } from '#functions/lib/pdf/pdf-style.ts';

type Pdf = PDFKit.PDFDocument;

export interface PdfColumn {
  header: string;
  /** Its share of the page width (shares are relative: [3, 1, 1] gives the first column 60%). */
  width: number;
  /** `money`: a number cell is integer cents; `money` and `number` cells are right-aligned. */
  kind?: 'text' | 'number' | 'money';
}

export type PdfCell = string | number;

export interface PdfTable {
  columns: readonly PdfColumn[];
  rows: readonly (readonly PdfCell[])[];
  currency?: Currency;
  /** Shown in place of the rows when there are none ("No invoices found…"). */
  empty?: string;
}

interface Layout {
  x: number[];
  widths: number[];
  align: ('left' | 'right')[];
}

function layoutOf(pdf: Pdf, columns: readonly PdfColumn[]): Layout {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (contentWidth(pdf) * c.width) / total);
  const x = widths.map((_, i) => pdf.page.margins.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { x, widths, align: columns.map((c) => (c.kind === 'money' || c.kind === 'number' ? 'right' : 'left')) };
}

const gap = 6;

function rowHeight(pdf: Pdf, layout: Layout, cells: readonly string[]): number {
  const tallest = Math.max(...cells.map((text, i) => pdf.heightOfString(text, { width: (layout.widths[i] ?? 0) - 2 * gap })));
  return tallest + 2 * pdfStyle.cellPadding;
}

function drawRow(pdf: Pdf, layout: Layout, cells: readonly string[], header: boolean): void {
  const height = rowHeight(pdf, layout, cells);
  const y = pdf.y;
  const left = pdf.page.margins.left;
  if (header) pdf.rect(left, y, contentWidth(pdf), height).fill(pdfStyle.colour.band);
  pdf.fillColor(header ? pdfStyle.colour.muted : pdfStyle.colour.text);
  cells.forEach((text, i) => {
    pdf.text(text, (layout.x[i] ?? left) + gap, y + pdfStyle.cellPadding, { width: (layout.widths[i] ?? 0) - 2 * gap, align: layout.align[i] ?? 'left' });
  });
  pdf.moveTo(left, y + height).lineTo(left + contentWidth(pdf), y + height).lineWidth(0.5).strokeColor(pdfStyle.colour.rule).stroke();
  pdf.y = y + height;
}

function cellText(column: PdfColumn | undefined, cell: PdfCell, currency: Currency): string {
  if (typeof cell === 'number' && column?.kind === 'money') return formatMoney(cell, currency);
  return String(cell);
}

export function drawTable(pdf: Pdf, { columns, rows, currency = 'usd', empty = 'None' }: PdfTable): void {
  const layout = layoutOf(pdf, columns);
  const headers = columns.map((c) => c.header);
  const lines = rows.map((row) => row.map((cell, i) => cellText(columns[i], cell, currency)));
  pdf.fontSize(pdfStyle.size.body);
  // The header never sits alone at the foot of a page: it moves on with its first row.
  const first = lines[0] ?? [empty];
  if (pdf.y + rowHeight(pdf, layout, headers) + rowHeight(pdf, layout, first) > contentBottom(pdf)) pdf.addPage();
  drawRow(pdf, layout, headers, true);
  if (lines.length === 0) drawRow(pdf, { x: [pdf.page.margins.left], widths: [contentWidth(pdf)], align: ['left'] }, [empty], false);
  for (const cells of lines) {
    if (pdf.y + rowHeight(pdf, layout, cells) > contentBottom(pdf)) {
      pdf.addPage();
      drawRow(pdf, layout, headers, true);
    }
    drawRow(pdf, layout, cells, false);
  }
  pdf.x = pdf.page.margins.left;
  pdf.y += 10;
}
