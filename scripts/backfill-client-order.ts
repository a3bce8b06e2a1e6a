// `npm run backfill:client-order`: the one-off move of existing clients and links to the directory
// order by last name (decision 036). Against a deployed table, give its name and region with the
// usual AWS credentials in the environment:
//   TABLE_NAME=carebook-prod-table AWS_REGION=us-east-1 npm run backfill:client-order
// Without TABLE_NAME it runs against the running local stack (`<data dir>/runtime.json`). Safe to
// re-run: items already in order are left alone.
import { targetEnvironment } from '#scripts/backfill-target.ts';

function fail(message: string): never {
  process.stderr.write(`backfill-client-order: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  // The db module reads its environment on first use, so it is set before the import.
  Object.assign(process.env, targetEnvironment('backfill-client-order'));
  const { backfillDirectoryOrder } = await import('#functions/clients/directory-order-backfill-repository.ts');
  const result = await backfillDirectoryOrder();
  process.stdout.write(`table ${process.env.TABLE_NAME ?? ''}: ${result.updated} updated, ${result.unchanged} already in order, ${result.raced} renamed meanwhile\n`);
  if (result.raced > 0) process.stdout.write('Some clients were renamed while this ran; run it again to check them.\n');
}

main().then(() => process.exit(0), (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
