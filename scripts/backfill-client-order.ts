// `npm run backfill:client-order`: the one-off move of existing clients and links to the directory
// order by last name (decision 036). Against a deployed table, give its name and region with the
// usual AWS credentials in the environment:
//   TABLE_NAME=carebook-prod-table AWS_REGION=us-east-1 npm run backfill:client-order
// Without TABLE_NAME it runs against the running local stack (`<data dir>/runtime.json`). Safe to
// re-run: items already in order are left alone.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RuntimeInfo } from '#scripts/local/runtime.ts';

function fail(message: string): never {
  process.stderr.write(`backfill-client-order: ${message}\n`);
  process.exit(1);
}

/** Deployed: the caller's TABLE_NAME and AWS_REGION. Local: the engines `npm start` wrote down. */
function targetEnvironment(): Record<string, string> {
  const base = { STAGE: 'aws', FILES_BUCKET: 'unused', APP_ORIGIN: 'https://unused.invalid', LOG_LEVEL: 'warn' };
  if (process.env.TABLE_NAME) {
    if (!process.env.AWS_REGION) fail('AWS_REGION is required with TABLE_NAME');
    return base;
  }
  const file = join(resolve(process.env.CAREBOOK_DATA_DIR ?? '.data'), 'runtime.json');
  if (!existsSync(file)) fail(`no TABLE_NAME given and no local stack running (no ${file}); start it with npm start`);
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo;
  return {
    ...base, STAGE: 'local', TABLE_NAME: runtime.table, DYNAMODB_ENDPOINT: runtime.dynamodb, AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
  };
}

async function main(): Promise<void> {
  // The db module reads its environment on first use, so it is set before the import.
  Object.assign(process.env, targetEnvironment());
  const { backfillDirectoryOrder } = await import('#functions/clients/directory-order-backfill-repository.ts');
  const result = await backfillDirectoryOrder();
  process.stdout.write(`table ${process.env.TABLE_NAME ?? ''}: ${result.updated} updated, ${result.unchanged} already in order, ${result.raced} renamed meanwhile\n`);
  if (result.raced > 0) process.stdout.write('Some clients were renamed while this ran; run it again to check them.\n');
}

main().then(() => process.exit(0), (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
