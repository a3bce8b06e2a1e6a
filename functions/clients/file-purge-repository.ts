// The purge queues (AP-CLI-8, AP-CLI-10): client files and uploads whose `purge_at` has passed. The
// item is deleted only after its object, and only if it is still due, so a re-run or a confirm that
// raced the purge is safe.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { clientKeys } from '#functions/model/client-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface DueObject {
  key: { PK: string; SK: string };
  objectKey: string;
  purgeAt: string;
}

/** Up to `limit` items of a purge queue due at `now`, oldest first. */
export async function listDue(kind: 'file' | 'upload', now: string, limit: number): Promise<DueObject[]> {
  const page = await db.send(new QueryCommand({
    TableName: tableName(), IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :due',
    ExpressionAttributeValues: { ':pk': clientKeys.purgeQueue(kind), ':due': `${now}#~` }, Limit: limit,
  }));
  return (page.Items ?? []).map((i: Item) => ({ key: { PK: String(i.PK), SK: String(i.SK) }, objectKey: String(i.object_key), purgeAt: String(i.purge_at) }));
}

/** Deletes the item if it is still queued for the same purge; false when something changed it. */
export async function deleteIfStillDue(due: DueObject): Promise<boolean> {
  try {
    await db.send(new DeleteCommand({
      TableName: tableName(), Key: due.key, ConditionExpression: 'purge_at = :p AND attribute_exists(GSI1PK)', ExpressionAttributeValues: { ':p': due.purgeAt },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
