// Write helpers that turn DynamoDB's condition failures into the API's 409 errors. Repositories
// build items and conditions; these helpers only execute them and translate failures.
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand, DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand, type BatchWriteCommandInput, type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';
import { untilProcessed, withBackoff } from '#functions/lib/retry/retry.ts';

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
/** One Put or Delete of a BatchWriteItem. */
export type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** Deletes every key, 25 per BatchWriteItem, retrying UnprocessedItems with backoff (`untilProcessed`). */
export async function batchDelete(keys: readonly Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += maxKeysPerBatchWrite) {
    await untilProcessed<WriteRequest>(keys.slice(i, i + maxKeysPerBatchWrite).map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })), async (pending) => {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: [...pending] } }));
      return result.UnprocessedItems?.[tableName()] ?? [];
    }, 'BatchWriteItem');
  }
}
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Maps the index of the failed item in a transaction to the error to raise. */
export type CancelMapper = (failedIndex: number) => AppError;

/** Another transaction held one of the items: nothing was applied, so trying again is safe. */
class TransactionContention extends Error {}

async function transactOnce(items: TransactItem[], onConditionFailed: CancelMapper): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (failed >= 0) throw onConditionFailed(failed);
    if (!reasons.some((r) => r.Code === 'TransactionConflict')) throw error;
    throw new TransactionContention();
  }
}

/**
 * One TransactWriteItems. A TransactionConflict is contention: retried here (5 attempts) when the
 * caller is not itself a contention retry, else left to the caller's loop as a 409 `conflict`
 * (decision 023). Without this, contention on a popular stock row turns valid moves into 409s.
 */
export async function transact(items: TransactItem[], onConditionFailed: CancelMapper = () => conflict()): Promise<void> {
  try {
    await withBackoff(() => transactOnce(items, onConditionFailed), {
      kind: 'contention', attempts: 5, baseMs: 20, capMs: 200, retryable: (error) => error instanceof TransactionContention,
    });
  } catch (error) {
    if (error instanceof TransactionContention) throw conflict();
    throw error;
  }
}
