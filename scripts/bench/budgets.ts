// The performance budgets (ARCHITECTURE "Budgets"; issue 7 section 3). `npm run bench` checks all of
// them; the Lambda bundle size is also a test (test/infra/lambda-bundle-size.test.ts).
export const budgets = {
  /** KiB of each group's bundled index.mjs (source map excluded). */
  lambdaBundleKiB: 450,
  /** Median ms of an in-process `await import()` of a group bundle in a fresh node. */
  coldImportMs: 100,
  /** KB (1000 bytes) of gzip JavaScript a first visit to `/` or `/clients` loads. */
  firstPaintJsGzipKB: 130,
  /** Lighthouse 12.8 mobile performance score (0-100), median of 5 (ARCHITECTURE "Budgets", issue 23). */
  lighthouseMobile: 95,
  /** ms, 95th percentile at concurrency 10 on loopback. */
  apiP95Ms: 50,
  /** Sequential DynamoDB round trips before a staff endpoint's handler runs. */
  staffRoundTrips: 1,
  /** Median ms to compute 60 days of slots around 500 bookings (issue 9). */
  slotComputationMs: 20,
  /** Median ms of GET /api/summary over a month of 5,000 invoices and 5,000 appointments (issue 21). */
  reportSummaryMs: 1000,
  /** Slower ÷ faster median answer time of reset-link requests, registered vs unknown address (issue 17). */
  resetTimingRatio: 1.5,
} as const;

export type BudgetName = keyof typeof budgets;

// No Lambda has an exception to `lambdaBundleKiB` any more: the Stripe SDK became a lazy file (issue 23),
// and the session JWT without jose plus the cancel and card-on-file routes in the schedule Lambda took
// payments, clients and schedule back inside 450 KiB (decision 010, Lambda cold start addendum;
// decision 020 and its addenda tell how the exceptions came and went).

/**
 * Groups with budgets of their own (ARCHITECTURE "Budgets", decision 022): `documents` renders PDFs and
 * spreadsheets with pdfkit (~475 KiB bundled) beside the code every group carries, so it may be
 * 1,000 KiB and import in 250 ms; keeping those libraries there is what holds the others to 450 KiB.
 */
export const lambdaGroupBudgets: Readonly<Record<string, { bundleKiB: number; coldImportMs: number }>> = {
  documents: { bundleKiB: 1000, coldImportMs: 250 },
};

/** The bundle budget of one Lambda (an API group or `jobs`). */
export const lambdaBundleBudgetKiB = (name: string): number => lambdaGroupBudgets[name]?.bundleKiB ?? budgets.lambdaBundleKiB;

/** The cold-import budget of one Lambda. */
export const coldImportBudgetMs = (name: string): number => lambdaGroupBudgets[name]?.coldImportMs ?? budgets.coldImportMs;
