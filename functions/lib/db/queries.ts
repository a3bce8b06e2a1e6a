// Query and BatchGet helpers for every repository: whole GSI partitions (the collection partitions
// of docs/data-model.md §1.2), the first match of a filtered range, and BatchGetItem with the
// 100-key limit and UnprocessedKeys retries (§1.4).
import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { Key } from '#functions/lib/db/write.ts';
import { untilProcessed } from '#functions/lib/retry/retry.ts';

type Query = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;
/** A GSI partition as the key builders return it: `{ GSI1PK: 'EMPLOC' }`. */
export type IndexPartition = { GSI1PK: string } | { GSI2PK: string } | { GSI3PK: string };

function partitionKey(partition: IndexPartition): [attribute: string, value: string] {
  if ('GSI1PK' in partition) return ['GSI1PK', partition.GSI1PK];
  if ('GSI2PK' in partition) return ['GSI2PK', partition.GSI2PK];
  return ['GSI3PK', partition.GSI3PK];
}

/** Every item of a query, following LastEvaluatedKey. */
export async function queryAll(query: Query): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The first item that passes the query's filter, reading page by page only as far as needed. */
export async function queryFirst(query: Query): Promise<Item | undefined> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey: startKey }));
    const first = page.Items?.[0];
    if (first) return first;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return undefined;
}

/** A whole GSI partition (eventually consistent, as every GSI read is). */
export function queryPartition(partition: IndexPartition, filter?: Pick<Query, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>): Promise<Item[]> {
  const [attribute, value] = partitionKey(partition);
  return queryAll({
    IndexName: attribute.slice(0, 4),
    KeyConditionExpression: `${attribute} = :pk`,
    ...filter,
    ExpressionAttributeValues: { ...filter?.ExpressionAttributeValues, ':pk': value },
  });
}

/** The items of one table partition whose SK starts with `prefix`. */
export function queryChildren(pk: string, prefix: string, consistent = false): Promise<Item[]> {
  return queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: consistent,
  });
}

const maxKeysPerBatch = 100;

/** The items behind `keys`, in no particular order; missing items are simply absent. */
export async function batchGet(keys: readonly Key[], consistent = false): Promise<Item[]> {
  const unique = [...new Map(keys.map((k) => [`${k.PK}|${k.SK}`, k])).values()];
  const items: Item[] = [];
  for (let i = 0; i < unique.length; i += maxKeysPerBatch) {
    await untilProcessed<Record<string, unknown>>(unique.slice(i, i + maxKeysPerBatch), async (pending) => {
      const result = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [...pending], ConsistentRead: consistent } } }));
      items.push(...(result.Responses?.[tableName()] ?? []));
      return result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }, 'BatchGetItem');
  }
  return items;
}
