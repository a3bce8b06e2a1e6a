// The blocks above and below a document's tables: the practice header with the document's title and
// reference, section headings, label/value rows (client, date of service, …) and the totals block.
import { contentWidth, ensureRoom, pdfStyle } from '#functions/lib/pdf/pdf-style.ts';

type Pdf = PDFKit.PDFDocument;
export type PdfPair = readonly [label: string, value: string];

export interface PdfHeader {
  /** The practice: its name, then the address/phone/email lines that are not blank. */
  practice: { name: string; lines: readonly string[] };
  /** "Invoice", "Receipt", "Billing Summary Report". */
  title: string;
  /** Right-aligned under the title: "Invoice #", "Date", … */
  reference?: readonly PdfPair[];
}

export function drawHeader(pdf: Pdf, { practice, title, reference = [] }: PdfHeader): void {
  const { left } = pdf.page.margins;
  const width = contentWidth(pdf);
  const top = pdf.y;
  pdf.fontSize(pdfStyle.size.title).fillColor(pdfStyle.colour.text).text(practice.name, left, top, { width: width * 0.55 });
  pdf.fontSize(pdfStyle.size.body).fillColor(pdfStyle.colour.muted);
  for (const line of practice.lines.flatMap((l) => l.split('\n')).filter((l) => l.trim() !== '')) pdf.text(line, { width: width * 0.55 });
  const leftBottom = pdf.y;
  pdf.fontSize(pdfStyle.size.title).fillColor(pdfStyle.colour.accent).text(title.toUpperCase(), left, top, { width, align: 'right', characterSpacing: 1 });
  pdf.fontSize(pdfStyle.size.body);
  for (const [label, value] of reference) {
    const y = pdf.y;
    const valueWidth = pdf.widthOfString(value);
    pdf.fillColor(pdfStyle.colour.muted).text(label, left, y, { width: width - valueWidth - 8, align: 'right', lineBreak: false });
    pdf.fillColor(pdfStyle.colour.text).text(value, left, y, { width, align: 'right' });
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 12;
  rule(pdf);
  pdf.y += 14;
}

export function rule(pdf: Pdf, colour: string = pdfStyle.colour.rule): void {
  const { left } = pdf.page.margins;
  pdf.moveTo(left, pdf.y).lineTo(left + contentWidth(pdf), pdf.y).lineWidth(0.75).strokeColor(colour).stroke();
}

/** A section title in the accent colour; starts a new page rather than sit alone at the bottom. */
export function drawHeading(pdf: Pdf, text: string): void {
  ensureRoom(pdf, pdfStyle.size.heading * 4);
  pdf.x = pdf.page.margins.left;
  pdf.fontSize(pdfStyle.size.heading).fillColor(pdfStyle.colour.accent).text(text, { width: contentWidth(pdf) });
  pdf.y += 4;
  pdf.fontSize(pdfStyle.size.body).fillColor(pdfStyle.colour.text);
}

/** Label/value rows in two columns, the label muted; a long value wraps within its column. */
export function drawPairs(pdf: Pdf, pairs: readonly PdfPair[]): void {
  const { left } = pdf.page.margins;
  const labelWidth = contentWidth(pdf) * 0.32;
  const valueWidth = contentWidth(pdf) - labelWidth;
  pdf.fontSize(pdfStyle.size.body);
  for (const [label, value] of pairs) {
    const height = Math.max(pdf.heightOfString(label, { width: labelWidth - 8 }), pdf.heightOfString(value, { width: valueWidth }));
    ensureRoom(pdf, height + 3);
    const y = pdf.y;
    pdf.fillColor(pdfStyle.colour.muted).text(label, left, y, { width: labelWidth - 8 });
    pdf.fillColor(pdfStyle.colour.text).text(value, left + labelWidth, y, { width: valueWidth });
    pdf.y = y + height + 3;
  }
  pdf.y += 8;
}

/**
 * Totals, right-aligned under a table: each label with its amount (already formatted), the last on a
 * band as the figure that matters ("Total", "Bill Amount").
 */
export function drawTotals(pdf: Pdf, totals: readonly PdfPair[]): void {
  const width = contentWidth(pdf);
  const x = pdf.page.margins.left + width * 0.45;
  const rowHeight = pdfStyle.size.body + 2 * pdfStyle.cellPadding + 2;
  ensureRoom(pdf, rowHeight * totals.length);
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    const y = pdf.y;
    if (last) pdf.rect(x, y, width * 0.55, rowHeight).fill(pdfStyle.colour.band);
    pdf.fontSize(last ? pdfStyle.size.heading : pdfStyle.size.body).fillColor(last ? pdfStyle.colour.text : pdfStyle.colour.muted);
    const textY = y + (rowHeight - pdf.currentLineHeight()) / 2;
    pdf.text(label, x + 6, textY, { width: width * 0.55 - pdf.widthOfString(value) - 24, lineBreak: false, ellipsis: true });
    pdf.fillColor(pdfStyle.colour.text).text(value, x, textY, { width: width * 0.55 - 6, align: 'right', lineBreak: false });
    pdf.y = y + rowHeight;
  });
  pdf.fontSize(pdfStyle.size.body).fillColor(pdfStyle.colour.text);
  pdf.x = pdf.page.margins.left;
  pdf.y += 10;
}
