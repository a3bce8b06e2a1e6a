// One TransactWriteItems built step by step, where every item carries the error its failed
// condition means (data model §1.5: CancellationReasons[i] maps back to the item). Services add
// items in any order and never count indexes by hand.
import { tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { transact, type Key, type TransactItem, type UpdateSpec } from '#functions/lib/db/write.ts';
import { AppError, badRequest, conflict } from '#functions/lib/errors/app-error.ts';

/** DynamoDB's limit on items per transaction. */
export const maxTransactionItems = 100;

type OnFail = () => AppError;
type Values = Record<string, unknown>;
type Names = Record<string, string>;

export type { UpdateSpec };

export class TransactionPlan {
  private readonly items: TransactItem[] = [];
  private readonly failures: OnFail[] = [];

  get size(): number {
    return this.items.length;
  }

  /** A Put; by default it must create the item (`attribute_not_exists(PK)`). */
  put(item: Item, onFail: OnFail = () => conflict(), condition: string | null = 'attribute_not_exists(PK)'): this {
    return this.add({ Put: { TableName: tableName(), Item: item, ...(condition ? { ConditionExpression: condition } : {}) } }, onFail);
  }

  update(key: Key, spec: UpdateSpec, onFail: OnFail = () => conflict()): this {
    return this.add({ Update: {
      TableName: tableName(), Key: key, UpdateExpression: spec.expression,
      ...(spec.condition ? { ConditionExpression: spec.condition } : {}),
      ...(spec.names ? { ExpressionAttributeNames: spec.names } : {}),
      ...(spec.values ? { ExpressionAttributeValues: spec.values } : {}),
    } }, onFail);
  }

  delete(key: Key, condition?: { expression: string; values: Values }, onFail: OnFail = () => conflict()): this {
    return this.add({ Delete: {
      TableName: tableName(), Key: key,
      ...(condition ? { ConditionExpression: condition.expression, ExpressionAttributeValues: condition.values } : {}),
    } }, onFail);
  }

  check(key: Key, condition: string, values: Values, onFail: OnFail, names?: Names): this {
    // DynamoDB refuses an empty ExpressionAttributeValues (a condition such as attribute_exists(PK) needs none).
    return this.add({ ConditionCheck: {
      TableName: tableName(), Key: key, ConditionExpression: condition,
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      ...(names ? { ExpressionAttributeNames: names } : {}),
    } }, onFail);
  }

  /**
   * Writes everything atomically. A request that needs more than the transaction limit is refused
   * rather than split, because a split write would lose atomicity (data model §5).
   */
  async commit(): Promise<void> {
    if (this.items.length > maxTransactionItems) {
      throw badRequest({ body: 'Too many changes at once. Change fewer locations or mentors per request.' });
    }
    if (this.items.length === 0) return;
    await transact(this.items, (index) => (this.failures[index] ?? (() => conflict()))());
  }

  /** Commits; false instead of an error when a condition failed with `conflict` (someone wrote first). */
  async commitUnlessConflict(): Promise<boolean> {
    try {
      await this.commit();
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') return false;
      throw error;
    }
  }

  private add(item: TransactItem, onFail: OnFail): this {
    this.items.push(item);
    this.failures.push(onFail);
    return this;
  }
}
