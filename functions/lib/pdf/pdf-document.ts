// One PDF document from start to bytes (ARCHITECTURE §10): US Letter, DejaVu Sans passed to the
// constructor (so pdfkit never loads a standard-font file), pages buffered so the footer can say
// "Page 1 of 3" and a draft can be stamped once every page exists. `renderPdf` returns the bytes for a
// FileReply or a mail attachment.
import PDFDocument from 'pdfkit';
import { documentFontPath } from '#functions/lib/pdf/document-font.ts';
import { finishPages } from '#functions/lib/pdf/pdf-pages.ts';
import { pdfStyle } from '#functions/lib/pdf/pdf-style.ts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  /** The document's title in its metadata (what a viewer's tab shows). */
  title: string;
  /** Stamps "DRAFT" across every page (an invoice until it is finalized, REFERENCE §3.12). */
  draft?: boolean;
  /** Small print on the left of every footer (e.g. the practice's name); the page number is on the right. */
  footer?: string;
}

export function renderPdf(options: PdfOptions, draw: (pdf: Pdf) => void): Promise<Uint8Array> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: pdfStyle.margins,
    bufferPages: true,
    font: documentFontPath(),
    info: { Title: options.title, Author: options.footer ?? '', Creator: 'Carebook', Producer: 'Carebook' },
    pdfVersion: '1.7',
    displayTitle: true,
    lang: 'en-US',
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
  pdf.fontSize(pdfStyle.size.body).fillColor(pdfStyle.colour.text);
  draw(pdf);
  finishPages(pdf, { draft: options.draft ?? false, footer: options.footer ?? '' });
  pdf.end();
  return bytes;
}
