// The performance budgets (ARCHITECTURE "Budgets"; issue 7 section 3). `npm run bench` checks all of
// them; the Lambda bundle size is also a test (test/infra/lambda-bundle-size.test.ts).
export const budgets = {
  /** KiB of each group's bundled index.mjs (source map excluded). */
  lambdaBundleKiB: 450,
  /** Median ms of an in-process `await import()` of a group bundle in a fresh node. */
  coldImportMs: 100,
  /** KB (1000 bytes) of gzip JavaScript a first visit to `/` or `/clients` loads. */
  firstPaintJsGzipKB: 130,
  /** Lighthouse 12.8 mobile performance score (0-100), median of 3. */
  lighthouseMobile: 90,
  /** ms, 95th percentile at concurrency 10 on loopback. */
  apiP95Ms: 50,
  /** Sequential DynamoDB round trips before a staff endpoint's handler runs. */
  staffRoundTrips: 1,
} as const;

export type BudgetName = keyof typeof budgets;
