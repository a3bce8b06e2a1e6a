// Runs before each functions test file is imported: points the handlers at a fresh table of their
// own, so files never see each other's data.
import { randomBytes } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, inject } from 'vitest';
import { ensureTable, localDynamoClient } from '#scripts/local/dynamodb.ts';
import { testEnv } from '#test/support/test-env.ts';

const endpoint = inject('dynamoEndpoint');
const tableName = `test-${randomBytes(6).toString('hex')}`;
Object.assign(process.env, testEnv({ DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: tableName, SES_ENDPOINT: inject('sesEndpoint'), S3_ENDPOINT: inject('s3Endpoint') }));

await ensureTable(endpoint, tableName);

afterAll(async () => {
  const client = localDynamoClient(endpoint);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  client.destroy();
});
