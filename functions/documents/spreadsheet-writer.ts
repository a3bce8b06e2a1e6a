// write-excel-file as a module of its own: `load-spreadsheet-writer.ts` imports it on the first export,
// and a deployed documents bundle carries it as `spreadsheet-writer.mjs` beside index.mjs, so the cold
// start of every PDF route parses none of it (decision 030; infra/bundling/lambda-bundling.ts `lazyModules`).
export { default } from 'write-excel-file/node';
