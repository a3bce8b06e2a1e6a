// Imports write-excel-file when a spreadsheet is first made. Unbundled (tests, `npm start`) this is a
// plain dynamic import; a deployed bundle aliases this file to infra/bundling/load-spreadsheet-writer.ts,
// which imports the writer's own file beside index.mjs instead of carrying it in the cold-start bundle.
export function loadSpreadsheetWriter(): Promise<typeof import('#functions/documents/spreadsheet-writer.ts')> {
  return import('#functions/documents/spreadsheet-writer.ts');
}
