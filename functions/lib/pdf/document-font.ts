// The one font of every Carebook PDF: DejaVu Sans, whose glyphs cover Latin with its extensions,
// Greek and Cyrillic, so names such as Łucja Şahin, Ольга or Zoë print as themselves (the PDF
// standard fonts are WinAnsi only). Unbundled (tests, `npm start`) it is read from the
// dejavu-fonts-ttf package. A Lambda bundle replaces this module (an esbuild alias in
// infra/bundling/lambda-bundling.ts) with one that finds the copy esbuild writes beside index.mjs
// (decision 022).
import { createRequire } from 'node:module';

export const documentFontPath = (): string => createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
