// The one table: used by CDK (infra), the local runtime and the tests, so all three agree.
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export const tableKeys = { partitionKey: 'PK', sortKey: 'SK' } as const;
export const ttlAttribute = 'expires_at';

export const globalIndexes = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
] as const;
export type IndexName = (typeof globalIndexes)[number]['indexName'];

/** CreateTable input for DynamoDB Local and tests (CDK builds the same shape from these constants). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyAttributes = [tableKeys.partitionKey, tableKeys.sortKey, ...globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalIndexes.map((g) => ({
      IndexName: g.indexName,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' },
        { AttributeName: g.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
