// The PDF pieces as a Lambda bundle ships them (decision 022): built with the deployed options
// (infra/bundling/lambda-bundling.ts) from an entry that renders the sample invoice, the bundle holds
// pdfkit without fontkit's WOFF2 decoder, the font is a file esbuild writes beside index.mjs, and
// the bundle run from a directory with no node_modules renders a PDF whose names read back as text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleProbe } from '#test/support/bundle-probe.ts';

const dir = mkdtempSync(join(tmpdir(), 'carebook-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = `
import { writeFileSync } from 'node:fs';
import { sampleInvoice } from '#test/functions/lib/pdf/sample-invoice.ts';
writeFileSync(process.argv[2], await sampleInvoice(40, true));
`;

describe('the documents bundle', () => {
  it('carries pdfkit without the WOFF2 decoder, the font beside it, and renders from anywhere', async () => {
    const outfile = join(dir, 'index.mjs');
    const code = await bundleProbe(probe, outfile);
    expect(code).toContain('WOFF2 fonts are not bundled');
    // pdfkit with fontkit is ~475 KiB; the brotli decoder would add as much again.
    expect(statSync(outfile).size / 1024).toBeLessThan(600);
    const fonts = readdirSync(dir).filter((name) => name.endsWith('.ttf'));
    expect(fonts).toEqual([expect.stringMatching(/^DejaVuSans-[A-Z0-9]+\.ttf$/)]);

    const pdf = join(dir, 'sample.pdf');
    execFileSync(process.execPath, [outfile, pdf], { cwd: tmpdir(), env: { PATH: process.env.PATH } });
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Łucja Şahin');
    expect(text).toContain('Ольга Смирнова');
  });
});
