// What a Lambda bundle uses in place of functions/lib/pdf/document-font.ts (an esbuild alias in
// lambda-bundling.ts): the `.ttf` loader is `file`, so esbuild copies the font beside index.mjs and
// this import is its path relative to the bundle. The font's 740 KiB stay out of index.mjs, whose
// budget holds pdfkit and the group's code (decision 022); pdfkit reads the file on first render.
import { fileURLToPath } from 'node:url';
import fontFile from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';

export const documentFontPath = (): string => fileURLToPath(new URL(fontFile, import.meta.url));
