// Write helpers that turn DynamoDB's condition failures into the API's 409 errors. Repositories
// build items and conditions; these helpers only execute them and translate failures.
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';

export type Key = { PK: string; SK: string };
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

/**
 * Optimistic locking: applies `set` only when the stored `version` equals `expectedVersion`, and
 * bumps it. A stale version (or a missing item) raises the given error (409 `conflict` by default).
 */
export async function updateVersioned(
  key: Key,
  expectedVersion: number,
  set: Record<string, unknown>,
  onStale: () => AppError = () => conflict(),
): Promise<Record<string, unknown>> {
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':one': 1, ':now': new Date().toISOString() };
  const assignments = ['#updated_at = :now'];
  for (const [i, [attr, value]] of Object.entries(set).entries()) {
    if (attr === 'version' || attr === 'updated_at' || value === undefined) continue;
    names[`#a${i}`] = attr;
    values[`:v${i}`] = value;
    assignments.push(`#a${i} = :v${i}`);
  }
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${assignments.join(', ')} ADD #version :one`,
        ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes ?? {};
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw onStale();
    throw error;
  }
}
