// `npm run seed [-- --reset]`: seeds the local data dir without starting the app. `npm start` seeds an
// empty table by itself; this is for re-seeding (`--reset` wipes the local table first).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { checkJava } from '#scripts/local/java.ts';
import { ensureTable, localDynamoClient, startDynamoDb } from '#scripts/local/dynamodb.ts';
import { freePort } from '#scripts/local/ports.ts';
import { stopAll } from '#scripts/local/processes.ts';
import { filesBucket, runtimeFile, tableName } from '#scripts/local/runtime.ts';

function runningPid(dataDir: string): number | null {
  const file = join(dataDir, runtimeFile);
  if (!existsSync(file)) return null;
  const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number };
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.CAREBOOK_DATA_DIR ?? '.data');
  const pid = runningPid(dataDir);
  if (pid !== null) throw new Error(`npm start is running (pid ${pid}) on ${dataDir}; stop it first. It seeds an empty table by itself.`);
  checkJava();
  const dynamo = await startDynamoDb(await freePort(), join(dataDir, 'dynamodb'));
  if (process.argv.includes('--reset')) {
    const client = localDynamoClient(dynamo.endpoint);
    await client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
    client.destroy();
  }
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, {
    STAGE: 'local', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', TABLE_NAME: tableName, FILES_BUCKET: filesBucket,
    APP_ORIGIN: `http://localhost:${process.env.PORT ?? '3000'}`, DYNAMODB_ENDPOINT: dynamo.endpoint,
  });
  const { seedIfEmpty } = await import('#scripts/seed/seed-if-empty.ts');
  const seeded = await seedIfEmpty();
  process.stdout.write(seeded ? `Seeded the demo practice into ${dataDir}.\n` : 'The table already holds a practice; nothing to do (use --reset to start over).\n');
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`carebook seed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
