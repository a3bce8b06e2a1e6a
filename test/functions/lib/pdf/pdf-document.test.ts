// The PDF building blocks (functions/lib/pdf, decision 022) read back as text with poppler's
// pdftotext: Unicode names come out as themselves (the embedded DejaVu subset carries a ToUnicode
// map), a table that runs over pages repeats its header on each, money is formatted, and the footer
// and the DRAFT mark are on every page. Pure: needs no DynamoDB.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sampleInvoice, sampleNames } from '#test/functions/lib/pdf/sample-invoice.ts';

/**
 * The text of each page (pdftotext separates pages with a form feed): laid out as on the page, or
 * `raw` in drawing order (which keeps the rotated DRAFT mark in one piece).
 */
function pagesOf(pdf: Uint8Array, mode: '-layout' | '-raw' = '-layout'): string[] {
  const text = execFileSync('pdftotext', [mode, '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  return text.split('\f').slice(0, -1);
}

const fontsOf = (pdf: Uint8Array): string => execFileSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' });

describe('a rendered document', () => {
  it('is a PDF whose names in Polish, Turkish, Russian and with diaereses read back as text', async () => {
    const pdf = await sampleInvoice(3, false);
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(pdf.subarray(0, 8))).toBe('%PDF-1.7');
    const [page] = pagesOf(pdf);
    for (const name of sampleNames) expect(page).toContain(name);
    expect(page).toContain('Juvéderm Ultra XC');
    // One font, embedded as a subset: no standard (WinAnsi) font was used anywhere.
    const fonts = fontsOf(pdf).split('\n').slice(2).filter((line) => line.trim() !== '');
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^[A-Z]{6}\+DejaVuSans\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it('right-aligns formatted money and ends with the totals', async () => {
    const [page = ''] = pagesOf(await sampleInvoice(3, false));
    expect(page).toMatch(/Juvéderm Ultra XC\s+2\s+\$16\.25\s+\$32\.50\n/);
    expect(page).toMatch(/Charge\s+\$1,234\.56/);
    expect(page).toContain('No retail products');
  });

  it('repeats the table header on every page the table continues on, and numbers the pages', async () => {
    const pages = pagesOf(await sampleInvoice(60, false));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Product Name\s+Quantity\s+Price\s+Total Price/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('Carebook Demo Spa · 410 Elm Street');
    });
    // Every row is printed once: none lost or split at a page break.
    expect(pages.join('').match(/^\s*(Botox \(units\)|Juvéderm Ultra XC|Sculptra vial|Hydrafacial serum|Semaglutide 2\.5 mg)\s+\d/gm)).toHaveLength(60);
    expect(pages.at(-1)).toMatch(/Amount Paid for Products\/Services\s+\$/);
  });

  it('stamps DRAFT on every page of a draft', async () => {
    const draft = await sampleInvoice(60, true);
    const pages = pagesOf(draft, '-raw');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toContain('DRAFT');
    for (const page of pagesOf(await sampleInvoice(60, false), '-raw')) expect(page).not.toContain('DRAFT');
  });
});
