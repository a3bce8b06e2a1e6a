// Availability days (docs/data-model.md §2.6): `EMP#<e>`/`AVAIL#<date>#<locationId>`, timings as
// location wall-clock, found by id through GSI1 `AVAIL#<id>`.
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

export interface AvailabilityRecord {
  id: string;
  employeeId: string;
  locationId: string;
  locationName: string;
  date: string;
  timings: { id: string; start_time: string; end_time: string }[];
}

export function availabilityFromItem(item: Item): AvailabilityRecord {
  const r = readItem('availability', item);
  return {
    id: r.string('id'), employeeId: r.string('employee_id'), locationId: r.string('location_id'), locationName: r.string('location_name'),
    date: r.string('availability_date'),
    timings: r.list('timings').map((t) => ({ id: t.string('id'), start_time: t.string('start_time'), end_time: t.string('end_time') }))
      .sort((a, b) => a.start_time.localeCompare(b.start_time)),
  };
}

/** AP-SCH-1: an employee's availability days over [fromDate, toDate], optionally at one location. */
export async function listAvailability(employeeId: string, fromDate: string, toDate: string, locationId?: string): Promise<AvailabilityRecord[]> {
  const range = scheduleKeys.availabilityRange(fromDate, toDate);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': scheduleKeys.employeePartition(employeeId), ':from': range.from, ':to': range.to },
  });
  return items.map(availabilityFromItem).filter((a) => locationId === undefined || a.locationId === locationId);
}

/** AP-SCH-3: one day by id. */
export async function findAvailability(id: string): Promise<AvailabilityRecord | null> {
  const index = scheduleKeys.availabilityById(id);
  const [item] = await queryAll({
    IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': index.GSI1PK },
  });
  return item ? availabilityFromItem(item) : null;
}

export interface DayUpsert {
  employeeId: string;
  location: { id: string; name: string };
  date: string;
  /** Used only when the day has no row yet. */
  newId: string;
  timings: { id: string; start_time: string; end_time: string }[];
}

/** AP-SCH-2 as an upsert step: replaces that day's timings, keeps the row's id. */
export function upsertAvailabilityDayStep(plan: TransactionPlan, d: DayUpsert, now: string): void {
  const index = scheduleKeys.availabilityById(d.newId);
  plan.update(scheduleKeys.availabilityDay(d.employeeId, d.date, d.location.id), {
    expression: 'SET #entity = :entity, id = if_not_exists(id, :id), GSI1PK = if_not_exists(GSI1PK, :g1pk), GSI1SK = :g1sk, '
      + 'employee_id = :e, location_id = :l, location_name = :ln, availability_date = :d, timings = :t, '
      + 'created_at = if_not_exists(created_at, :now), updated_at = :now ADD version :one',
    names: { '#entity': 'entity' },
    values: {
      ':entity': 'availability', ':id': d.newId, ':g1pk': index.GSI1PK, ':g1sk': index.GSI1SK, ':e': d.employeeId, ':l': d.location.id,
      ':ln': d.location.name, ':d': d.date, ':t': d.timings, ':now': now, ':one': 1,
    },
  });
}

/** DELETE /api/availabilities/{id}: the whole day goes. */
export async function deleteAvailabilityDay(a: AvailabilityRecord): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: scheduleKeys.availabilityDay(a.employeeId, a.date, a.locationId) }));
}
