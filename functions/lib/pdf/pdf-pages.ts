// What goes on every page once the content is laid out: the footer (small print and "Page n of N")
// and, for a draft, a large pale "DRAFT" across the page. Drawn last, over buffered pages, because
// the page count is only known then.
import { pdfStyle } from '#functions/lib/pdf/pdf-style.ts';

interface PageFinish {
  draft: boolean;
  footer: string;
}

function drawFooter(pdf: PDFKit.PDFDocument, footer: string, page: number, pages: number): void {
  const { left, right } = pdf.page.margins;
  const y = pdf.page.height - pdfStyle.margins.bottom + pdfStyle.footerOffset - pdfStyle.size.small;
  const width = pdf.page.width - left - right;
  pdf.moveTo(left, y - 8).lineTo(left + width, y - 8).lineWidth(0.5).strokeColor(pdfStyle.colour.rule).stroke();
  pdf.fontSize(pdfStyle.size.small).fillColor(pdfStyle.colour.muted);
  pdf.text(footer, left, y, { width: width * 0.75, lineBreak: false, ellipsis: true });
  pdf.text(`Page ${page} of ${pages}`, left, y, { width, align: 'right', lineBreak: false });
}

function drawDraftMark(pdf: PDFKit.PDFDocument): void {
  const { width, height } = pdf.page;
  pdf.save();
  pdf.rotate(-35, { origin: [width / 2, height / 2] });
  pdf.fillColor(pdfStyle.colour.draft).fillOpacity(0.13).fontSize(120);
  pdf.text('DRAFT', 0, height / 2 - 70, { width, align: 'center', lineBreak: false });
  pdf.restore();
}

export function finishPages(pdf: PDFKit.PDFDocument, { draft, footer }: PageFinish): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    // Text below the bottom margin would make pdfkit start a new page: lift the margin while drawing.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    if (draft) drawDraftMark(pdf);
    drawFooter(pdf, footer, i - start + 1, count);
    pdf.page.margins.bottom = bottom;
  }
}
