// What the Lambda bundles use in place of the `brotli` package's decoder (an esbuild alias in
// lambda-bundling.ts). fontkit imports it to read WOFF2 fonts, ~475 KiB of JavaScript (a decoder and
// its dictionary) that esbuild cannot drop. Carebook PDFs embed one TrueType font (DejaVu Sans), never
// a WOFF2, so decoding one is a bug and says so (decision 022). Tests and `npm start` keep the module.
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not bundled into Carebook Lambdas (infra/bundling/no-brotli.ts)');
}
