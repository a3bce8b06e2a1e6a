// The client root's `first_appointment_at` (data model §2.2): the start of their earliest
// non-cancelled appointment, kept for the dashboard's new/returning split. Maintained after the
// booking, reschedule and cancel transactions commit; display-only, so no version bump.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clientKeys } from '#functions/model/client-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { queryFirst } from '#functions/lib/db/queries.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

/** After T-BOOK: lower the mark if this start is earlier (a failed condition means it is not). */
export async function noteAppointmentStart(clientId: string, startAt: string): Promise<void> {
  try {
    await db.send(new UpdateCommand({
      TableName: tableName(), Key: clientKeys.client(clientId), UpdateExpression: 'SET first_appointment_at = :start',
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(first_appointment_at) OR first_appointment_at > :start)',
      ExpressionAttributeValues: { ':start': startAt },
    }));
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** After T-CANCEL or T-RESCHED: recompute from AP-APPT-2 (ascending, first non-cancelled). */
export async function recomputeFirstAppointment(clientId: string): Promise<void> {
  const first = await queryFirst({
    IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', FilterExpression: '#st <> :cancelled',
    ExpressionAttributeNames: { '#st': 'status' },
    ExpressionAttributeValues: { ':pk': scheduleKeys.appointmentsOfClient(clientId).GSI2PK, ':cancelled': 'cancelled' },
  });
  const start = typeof first?.start_at === 'string' ? first.start_at : null;
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: clientKeys.client(clientId), ConditionExpression: 'attribute_exists(PK)',
    ...(start
      ? { UpdateExpression: 'SET first_appointment_at = :start', ExpressionAttributeValues: { ':start': start } }
      : { UpdateExpression: 'REMOVE first_appointment_at' }),
  })).catch((error: unknown) => {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  });
}
