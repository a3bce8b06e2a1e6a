// A journey that needs an appointment that has already started (No Show, Arrived) cannot book one
// (decision 039): every booking route refuses the past (REFERENCE §3.6), and waiting for a booked
// slot to begin would tie the test to the wall clock. So the journey books ahead through the API, as
// staff would, and this step moves that appointment's start to a few minutes ago in the runtime's
// own table: its instants, its location-local date and times, and the index keys sorted by start.
// Nothing else of the appointment (its policy snapshot, client, lines) is touched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { Temporal } from 'temporal-polyfill';
import { localDynamoClient } from '#scripts/local/dynamodb.ts';
import { runtimeFile, type RuntimeInfo } from '#scripts/local/runtime.ts';

export interface StartedAppointment {
  id: string;
  start_time: string;
  end_time: string;
  timezone: string;
}

// Stored as the API writes instants (`toISOString`), so string comparisons with `now` hold.
const iso = (instant: Temporal.Instant) => new Date(instant.epochMilliseconds).toISOString();
const local = (instant: Temporal.Instant, zone: string) => instant.toZonedDateTimeISO(zone);

/** Moves the appointment to have started `minutesAgo` minutes ago, keeping its length; answers its new local date. */
export async function startAppointmentEarlier(dataDir: string, a: StartedAppointment, minutesAgo = 5): Promise<string> {
  const runtime = JSON.parse(readFileSync(join(dataDir, runtimeFile), 'utf8')) as RuntimeInfo;
  const length = Date.parse(a.end_time) - Date.parse(a.start_time);
  const start = Temporal.Instant.fromEpochMilliseconds(Math.floor((Date.now() - minutesAgo * 60_000) / 60_000) * 60_000);
  const end = start.add({ milliseconds: length });
  const [startAt, endAt] = [iso(start), iso(end)];
  const [from, to] = [local(start, a.timezone), local(end, a.timezone)];
  const sortKey = `${startAt}#${a.id}`;
  const values = {
    ':start': startAt, ':end': endAt, ':date': from.toPlainDate().toString(),
    ':st': from.toPlainTime().toString({ smallestUnit: 'minute' }), ':et': to.toPlainTime().toString({ smallestUnit: 'minute' }), ':sk': sortKey,
  };
  const db = localDynamoClient(runtime.dynamodb);
  try {
    await db.send(new UpdateItemCommand({
      TableName: runtime.table,
      Key: { PK: { S: `APPT#${a.id}` }, SK: { S: '#META' } },
      UpdateExpression: 'SET start_at = :start, end_at = :end, #date = :date, start_time = :st, end_time = :et, GSI1SK = :sk, GSI2SK = :sk, GSI3SK = :sk',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { S: value }])),
    }));
  } finally {
    db.destroy();
  }
  return values[':date'];
}
