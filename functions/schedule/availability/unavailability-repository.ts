// Unavailability rows (docs/data-model.md §2.6): root `UNAV#<id>`, indexed per employee in GSI1 as
// weekly series by start (`W#`) and one-off blocks and exceptions by end (`O#`).
import { queryAll } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

export interface UnavailabilityRecord {
  id: string;
  employeeId: string;
  startAt: string;
  endAt: string;
  available: boolean;
  everyWeek: boolean;
  version: number;
}

export function unavailabilityFromItem(item: Item): UnavailabilityRecord {
  const r = readItem('unavailability', item);
  return {
    id: r.string('id'), employeeId: r.string('employee_id'), startAt: r.string('start_time'), endAt: r.string('end_time'),
    available: r.flag('available'), everyWeek: r.flag('every_week'), version: r.intOr('version', 1),
  };
}

/** AP-SCH-4 + AP-SCH-5: the weekly series, and the one-off rows that end after `after` and start before `before`. */
export async function listUnavailability(employeeId: string, after: string, before: string): Promise<UnavailabilityRecord[]> {
  const pk = scheduleKeys.unavailabilityOfEmployee(employeeId);
  const [weekly, oneOff] = await Promise.all([
    queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :w)', ExpressionAttributeValues: { ':pk': pk, ':w': scheduleKeys.weeklyUnavailabilityPrefix } }),
    queryAll({
      IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to', FilterExpression: 'start_time < :before',
      ExpressionAttributeValues: {
        ':pk': pk, ':from': scheduleKeys.oneOffUnavailabilityRange(after).from, ':to': scheduleKeys.oneOffUnavailabilityRange(after).to, ':before': before,
      },
    }),
  ]);
  return [...weekly, ...oneOff].map(unavailabilityFromItem);
}

/** AP-SCH-6. */
export async function getUnavailability(id: string): Promise<UnavailabilityRecord | null> {
  const item = await getItem(scheduleKeys.unavailability(id), true);
  return item ? unavailabilityFromItem(item) : null;
}

const attributes = (u: UnavailabilityRecord) => ({
  ...scheduleKeys.unavailabilityIndex({ id: u.id, employeeId: u.employeeId, everyWeek: u.everyWeek, startAt: u.startAt, endAt: u.endAt }),
  employee_id: u.employeeId, start_time: u.startAt, end_time: u.endAt, available: u.available, every_week: u.everyWeek,
});

export function createUnavailabilityStep(plan: TransactionPlan, u: UnavailabilityRecord, now: string): void {
  plan.put({ ...scheduleKeys.unavailability(u.id), entity: 'unavailability', id: u.id, ...attributes(u), created_at: now, updated_at: now, version: 1 });
}

export function updateUnavailabilityStep(plan: TransactionPlan, u: UnavailabilityRecord, expectedVersion: number, now: string): void {
  plan.update(scheduleKeys.unavailability(u.id), versionedSet(attributes(u), expectedVersion, now));
}

export function deleteUnavailabilityStep(plan: TransactionPlan, id: string): void {
  plan.delete(scheduleKeys.unavailability(id));
}
