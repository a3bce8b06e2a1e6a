// Read helpers shared by repositories.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { keys } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

export type Item = Record<string, unknown>;

export async function getItem(key: Key, consistent = false): Promise<Item | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }));
  return result.Item;
}

/** Every item of one partition (a root and its children), in SK order. */
export async function getCollection(pk: string, consistent = false): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({
      TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: consistent, ExclusiveStartKey: startKey,
    }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The owner id behind a uniqueness or lookup item (`UNIQUE#<kind>#<value>`), if any. */
export async function lookupOwner(kind: string, value: string): Promise<string | undefined> {
  const item = await getItem(keys.unique(kind, value), true);
  return typeof item?.owner_id === 'string' ? item.owner_id : undefined;
}
