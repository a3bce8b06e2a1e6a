// Write helpers that turn DynamoDB's condition failures into the API's 409 errors. Repositories
// build items and conditions; these helpers only execute them and translate failures.
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand, DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';

export type Key = { PK: string; SK: string };
type Item = Record<string, unknown>;

/** An update expression with its condition, names and values (one item's share of a write). */
export interface UpdateSpec {
  expression: string;
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** A condition on a single write; the write answers `false` when it does not hold. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

const conditionParams = (c: Condition | undefined) => (c ? {
  ConditionExpression: c.expression,
  ...(c.names ? { ExpressionAttributeNames: c.names } : {}),
  ...(c.values ? { ExpressionAttributeValues: c.values } : {}),
} : {});

async function unlessConditionFails<T>(write: () => Promise<T>): Promise<T | false> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** One Put; `false` when its condition failed. */
export async function putItem(item: Item, condition?: Condition): Promise<boolean> {
  return (await unlessConditionFails(() => db.send(new PutCommand({ TableName: tableName(), Item: item, ...conditionParams(condition) })))) !== false;
}

/** One Update; the new item, or `false` when its condition failed. */
export async function updateItem(key: Key, spec: UpdateSpec): Promise<Item | false> {
  const result = await unlessConditionFails(() => db.send(new UpdateCommand({
    TableName: tableName(), Key: key, UpdateExpression: spec.expression, ReturnValues: 'ALL_NEW',
    ...(spec.condition ? { ConditionExpression: spec.condition } : {}),
    ...(spec.names ? { ExpressionAttributeNames: spec.names } : {}),
    ...(spec.values ? { ExpressionAttributeValues: spec.values } : {}),
  })));
  return result === false ? false : (result.Attributes ?? {});
}

/** One Delete (of an item that may already be gone). */
export async function deleteItem(key: Key): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

const maxKeysPerBatchWrite = 25;

/** Deletes every key, 25 per BatchWriteItem, retrying UnprocessedItems with backoff. */
export async function batchDelete(keys: readonly Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += maxKeysPerBatchWrite) {
    let pending: { DeleteRequest: { Key: Record<string, unknown> } }[] = keys.slice(i, i + maxKeysPerBatchWrite).map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 8) throw new Error('BatchWriteItem kept returning unprocessed items');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 1000)));
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []).flatMap((r) => (r.DeleteRequest?.Key ? [{ DeleteRequest: { Key: r.DeleteRequest.Key } }] : []));
    }
  }
}
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Maps the index of the failed item in a transaction to the error to raise. */
export type CancelMapper = (failedIndex: number) => AppError;

/** Tries after a TransactionConflict (another transaction held an item): nothing was applied. */
const conflictAttempts = 5;

export async function transact(items: TransactItem[], onConditionFailed: CancelMapper = () => conflict()): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw onConditionFailed(failed);
      if (!reasons.some((r) => r.Code === 'TransactionConflict')) throw error;
      // A cancelled transaction wrote nothing, so trying again is safe; the conditions are checked
      // afresh. Without this, contention on a popular stock row turns valid moves into 409s.
      if (attempt >= conflictAttempts) throw conflict();
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.floor(Math.random() * 30)));
    }
  }
}
