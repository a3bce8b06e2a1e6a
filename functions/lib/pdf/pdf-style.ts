// The look every Carebook PDF shares: one typeface at a few sizes, a dark text colour, a muted one for
// labels and a light rule/band colour. Bold is left out on purpose: a second DejaVu face is another
// 690 KiB per Lambda (decision 022), so hierarchy comes from size, colour and bands.
export const pdfStyle = {
  margins: { top: 54, bottom: 64, left: 54, right: 54 },
  size: { title: 20, heading: 12.5, body: 9.5, small: 8 },
  colour: { text: '#1f2933', muted: '#616e7c', rule: '#cbd2d9', band: '#eef1f4', accent: '#1d4e89', draft: '#c0392b' },
  /** Vertical padding inside a table row, in points. */
  cellPadding: 4,
  /** Space the footer needs below the bottom margin line, in points. */
  footerOffset: 30,
} as const;

/** The width text may use on the current page. */
export const contentWidth = (pdf: PDFKit.PDFDocument): number => pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

/** The lowest y content may reach on the current page (the footer lives below it). */
export const contentBottom = (pdf: PDFKit.PDFDocument): number => pdf.page.height - pdf.page.margins.bottom;

/** Starts a new page when `height` points no longer fit below the cursor; says whether it did. */
export function ensureRoom(pdf: PDFKit.PDFDocument, height: number): boolean {
  if (pdf.y + height <= contentBottom(pdf)) return false;
  pdf.addPage();
  return true;
}
