// `npm run backfill:report-rollups`: builds the report roll-ups (data model §2.12) from the stored
// invoices and appointments — once after roll-ups are first deployed, and after a change of the
// practice time zone (the items are keyed by its dates). Against a deployed table, give its name and
// region with the usual AWS credentials in the environment:
//   TABLE_NAME=carebook-prod-table AWS_REGION=us-east-1 npm run backfill:report-rollups
// Without TABLE_NAME it runs against the running local stack (`<data dir>/runtime.json`). Safe to
// re-run (it rewrites every item from the rows); run it while invoices and appointments are quiet.
import { targetEnvironment } from '#scripts/backfill-target.ts';

async function main(): Promise<void> {
  // The db module reads its environment on first use, so it is set before the import.
  Object.assign(process.env, targetEnvironment('backfill-report-rollups'));
  const { backfillReportRollups } = await import('#functions/reports/rollup-backfill.ts');
  const r = await backfillReportRollups();
  process.stdout.write(`table ${process.env.TABLE_NAME ?? ''}: ${r.invoices} billable invoices and ${r.appointments} appointments → ${r.written} roll-ups written, ${r.deleted} stale ones deleted\n`);
}

main().then(() => process.exit(0), (error: unknown) => {
  process.stderr.write(`backfill-report-rollups: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
