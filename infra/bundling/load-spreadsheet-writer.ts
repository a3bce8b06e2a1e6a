// Bundled stand-in for functions/documents/load-spreadsheet-writer.ts. The import's argument is
// computed, so esbuild leaves it alone and write-excel-file is not part of index.mjs; `lazyModules` in
// lambda-bundling.ts builds `spreadsheet-writer.mjs` beside it whenever index.mjs names that file.
export function loadSpreadsheetWriter(): Promise<typeof import('#functions/documents/spreadsheet-writer.ts')> {
  const file = new URL('./spreadsheet-writer.mjs', import.meta.url).href;
  return import(file) as Promise<typeof import('#functions/documents/spreadsheet-writer.ts')>;
}
