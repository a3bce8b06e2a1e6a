// The report roll-ups (docs/data-model.md §2.12): the one transaction step that adds a write's change
// to them (an `ADD` per item, no condition: additions commute, so racing writes all land once their
// transactions commit), the range read of the reports (AP-REP-6), and the backfill's whole rewrite.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { batchDelete, type WriteRequest } from '#functions/lib/db/write.ts';
import { untilProcessed } from '#functions/lib/retry/retry.ts';
import { rollupKeys } from '#functions/model/report-rollup-keys.ts';
import { figureValues, rollupFromItem, type RollupEntry } from '#functions/model/report-rollup.ts';

const identity = (e: RollupEntry) => ({ entity: 'report_rollup', date: e.date, location_id: e.locationId, employee_id: e.employeeId });

/** Adds each change to its item inside the caller's transaction (creating the item on first use). */
export function addRollupChanges(plan: TransactionPlan, changes: readonly RollupEntry[], now: string): void {
  for (const change of changes) {
    const added = Object.entries(figureValues(change.figures));
    if (added.length === 0) continue;
    const names: Record<string, string> = { '#date': 'date' };
    const values: Record<string, unknown> = { ':entity': 'report_rollup', ':date': change.date, ':loc': change.locationId, ':emp': change.employeeId, ':now': now };
    added.forEach(([attribute, value], i) => { names[`#a${i}`] = attribute; values[`:a${i}`] = value; });
    plan.update(rollupKeys.day(change.date, change.locationId, change.employeeId), {
      expression: `SET entity = :entity, #date = :date, location_id = :loc, employee_id = :emp, created_at = if_not_exists(created_at, :now), updated_at = :now ADD ${added.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
      names, values,
    });
  }
}

/** AP-REP-6: the roll-ups of the practice dates `startDate`..`endDate` (every location and employee). */
export async function listRollups(startDate: string, endDate: string): Promise<RollupEntry[]> {
  const days = rollupKeys.days(startDate, endDate);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': days.PK, ':from': days.from, ':to': days.to },
  });
  return items.map(rollupFromItem);
}

/** The backfill: every roll-up becomes exactly `entries` (Put whole), and items not among them are deleted. */
export async function replaceAllRollups(entries: readonly RollupEntry[], now: string): Promise<{ written: number; deleted: number }> {
  const keep = new Set(entries.map((e) => rollupKeys.day(e.date, e.locationId, e.employeeId).SK));
  const stale = (await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': rollupKeys.partition }, ProjectionExpression: 'PK, SK' }))
    .map((item) => ({ PK: String(item.PK), SK: String(item.SK) })).filter((k) => !keep.has(k.SK));
  const puts: WriteRequest[] = entries.map((e) => ({ PutRequest: { Item: {
    ...rollupKeys.day(e.date, e.locationId, e.employeeId), ...identity(e), ...figureValues(e.figures), created_at: now, updated_at: now,
  } } }));
  for (let i = 0; i < puts.length; i += 25) {
    await untilProcessed<WriteRequest>(puts.slice(i, i + 25), async (pending) => {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: [...pending] } }));
      return result.UnprocessedItems?.[tableName()] ?? [];
    }, 'BatchWriteItem (report roll-ups)');
  }
  await batchDelete(stale);
  return { written: puts.length, deleted: stale.length };
}
