// Where a backfill script writes: a deployed table (TABLE_NAME and AWS_REGION with the usual AWS
// credentials in the environment) or, without TABLE_NAME, the running local stack's engines
// (`<data dir>/runtime.json`, written by `npm start`).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RuntimeInfo } from '#scripts/local/runtime.ts';

function fail(script: string, message: string): never {
  process.stderr.write(`${script}: ${message}\n`);
  process.exit(1);
}

/** The environment the functions' db module needs for that table. */
export function targetEnvironment(script: string): Record<string, string> {
  const base = { STAGE: 'aws', FILES_BUCKET: 'unused', APP_ORIGIN: 'https://unused.invalid', LOG_LEVEL: 'warn' };
  if (process.env.TABLE_NAME) {
    if (!process.env.AWS_REGION) fail(script, 'AWS_REGION is required with TABLE_NAME');
    return base;
  }
  const file = join(resolve(process.env.CAREBOOK_DATA_DIR ?? '.data'), 'runtime.json');
  if (!existsSync(file)) fail(script, `no TABLE_NAME given and no local stack running (no ${file}); start it with npm start`);
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo;
  return {
    ...base, STAGE: 'local', TABLE_NAME: runtime.table, DYNAMODB_ENDPOINT: runtime.dynamodb, AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
  };
}
