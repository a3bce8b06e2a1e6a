// ReminderDelivery items (docs/data-model.md §2.7): the transaction steps that plan, re-time and skip
// an appointment's reminders, and the queue the 5-minute job works through (AP-APPT-7): claim
// `pending → sending` with a lease, then `sent`, `skipped` or `failed`. Every state change is a
// conditional write, so two job runs over the same rows never both send one.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { reminderKinds, type ReminderKind } from '#functions/contract/schedule.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { queryChildren } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { reminderKeys, reminderQueue } from '#functions/model/reminder-keys.ts';

export const reminderStatuses = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

export interface ReminderRecord {
  appointmentId: string;
  kind: ReminderKind;
  dueAt: string;
  status: ReminderStatus;
  attempts: number;
  leaseUntil: string | null;
  sentAt: string | null;
  skipReason: string | null;
}

export function reminderFromItem(item: Item): ReminderRecord {
  const r = readItem('reminder_delivery', item);
  return {
    appointmentId: r.string('schedule_id'), kind: r.enumValue('kind', reminderKinds), dueAt: r.string('due_at'),
    status: r.enumValue('status', reminderStatuses), attempts: r.intOr('attempts', 0),
    leaseUntil: r.optionalString('lease_until'), sentAt: r.optionalString('sent_at'), skipReason: r.optionalString('skip_reason'),
  };
}

/** AP-APPT-4 (reminder children only), strongly consistent: read before a booking write. */
export async function listAppointmentReminders(appointmentId: string): Promise<ReminderRecord[]> {
  const items = await queryChildren(reminderKeys.appointment(appointmentId).PK, reminderKeys.prefix, true);
  return items.map(reminderFromItem);
}

/** A reminder as planned: `pending` in the queue, or `skipped` (outside it) when already past due. */
export function reminderItem(appointmentId: string, kind: ReminderKind, dueAt: string, status: 'pending' | 'skipped', now: string): Item {
  return {
    ...reminderKeys.item(appointmentId, kind), entity: 'reminder_delivery', schedule_id: appointmentId, kind, due_at: dueAt,
    status, attempts: 0, created_at: now, updated_at: now,
    ...(status === 'pending' ? reminderKeys.queued(dueAt, appointmentId, kind) : { skip_reason: 'past_due' }),
  };
}

/** Adds a new reminder row to the appointment's transaction (T-BOOK step 5). */
export function addReminderStep(plan: TransactionPlan, item: Item): void {
  plan.put(item);
}

/**
 * Re-times a stored reminder in the appointment's transaction (T-RESCHED): it becomes `pending` at
 * its new due time, or `skipped` when that is already past. The write holds only if the row is still
 * as read, so a job that claimed it in between turns the reschedule into a 409 to retry.
 */
export function retimeReminderStep(plan: TransactionPlan, previous: ReminderRecord, dueAt: string, status: 'pending' | 'skipped', now: string): void {
  const queue = reminderKeys.queued(dueAt, previous.appointmentId, previous.kind);
  plan.update(reminderKeys.item(previous.appointmentId, previous.kind), {
    expression: status === 'pending'
      ? 'SET due_at = :due, #status = :status, attempts = :zero, updated_at = :now, GSI1PK = :pk, GSI1SK = :sk REMOVE lease_until, sent_at, skip_reason'
      : 'SET due_at = :due, #status = :status, attempts = :zero, updated_at = :now, skip_reason = :reason REMOVE lease_until, sent_at, GSI1PK, GSI1SK',
    condition: '#status = :read AND attempts = :attempts',
    names: { '#status': 'status' },
    values: {
      ':due': dueAt, ':status': status, ':zero': 0, ':now': now, ':read': previous.status, ':attempts': previous.attempts,
      ...(status === 'pending' ? { ':pk': queue.GSI1PK, ':sk': queue.GSI1SK } : { ':reason': 'past_due' }),
    },
  });
}

/** Drops a reminder the client no longer wants, if it has not been claimed meanwhile. */
export function removeReminderStep(plan: TransactionPlan, previous: ReminderRecord): void {
  plan.delete(reminderKeys.item(previous.appointmentId, previous.kind), { expression: '#status = :pending', values: { ':pending': 'pending' } });
}

/** T-CANCEL: a pending reminder becomes `skipped` and leaves the queue. */
export function skipReminderStep(plan: TransactionPlan, previous: ReminderRecord, reason: string, now: string): void {
  plan.update(reminderKeys.item(previous.appointmentId, previous.kind), {
    expression: 'SET #status = :skipped, skip_reason = :reason, updated_at = :now REMOVE GSI1PK, GSI1SK, lease_until',
    condition: '#status = :pending',
    names: { '#status': 'status' },
    values: { ':skipped': 'skipped', ':reason': reason, ':now': now, ':pending': 'pending' },
  });
}

/** AP-APPT-7: up to `limit` reminders due (or with an expired lease) at `now`, oldest first. */
export async function listDueReminders(now: string, limit: number): Promise<ReminderRecord[]> {
  // One page: the run's work is bounded; whatever is left is the next run's.
  const page = await db.send(new QueryCommand({
    TableName: tableName(), IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :queue AND GSI1SK <= :due',
    ExpressionAttributeValues: { ':queue': reminderQueue, ':due': reminderKeys.dueBy(now) },
    Limit: limit,
  }));
  return (page.Items ?? []).map(reminderFromItem);
}

async function conditionalUpdate(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>): Promise<Item | null> {
  try {
    const result = await db.send(new UpdateCommand({ ...input, TableName: tableName(), ReturnValues: 'ALL_NEW' }));
    return result.Attributes ?? null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/**
 * Claims a due reminder: `pending → sending` (or a `sending` whose lease ended), counting the attempt
 * and moving its queue key to the lease end, so a crashed send comes back when the lease runs out.
 * Null when another run claimed it first, or it is no longer due.
 */
export async function claimReminder(r: ReminderRecord, now: string, leaseUntil: string, maxAttempts: number): Promise<ReminderRecord | null> {
  const queue = reminderKeys.queued(leaseUntil, r.appointmentId, r.kind);
  const item = await conditionalUpdate({
    Key: reminderKeys.item(r.appointmentId, r.kind),
    UpdateExpression: 'SET #status = :sending, lease_until = :lease, GSI1SK = :sk, updated_at = :now ADD attempts :one',
    ConditionExpression: '(#status = :pending OR (#status = :sending AND lease_until < :now)) AND due_at <= :now AND attempts < :max',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':sending': 'sending', ':pending': 'pending', ':lease': leaseUntil, ':sk': queue.GSI1SK, ':now': now, ':one': 1, ':max': maxAttempts,
    },
  });
  return item ? reminderFromItem(item) : null;
}

export type ReminderOutcome = { status: 'sent' } | { status: 'skipped' | 'failed'; reason: string };

/** An update to a claim we still hold (`sending` under our lease); false when the lease was lost. */
async function updateHeldClaim(r: ReminderRecord, expression: string, values: Record<string, unknown>): Promise<boolean> {
  const item = await conditionalUpdate({
    Key: reminderKeys.item(r.appointmentId, r.kind),
    UpdateExpression: expression,
    ConditionExpression: '#status = :sending AND lease_until = :lease',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...values, ':sending': 'sending', ':lease': r.leaseUntil },
  });
  return item !== null;
}

/** Ends a claim we hold (same lease): `sent`, `skipped` or `failed`, out of the queue for good. */
export const finishReminder = (r: ReminderRecord, outcome: ReminderOutcome, now: string): Promise<boolean> => (outcome.status === 'sent'
  ? updateHeldClaim(r, 'SET #status = :to, sent_at = :now, updated_at = :now REMOVE GSI1PK, GSI1SK', { ':to': outcome.status, ':now': now })
  : updateHeldClaim(r, 'SET #status = :to, skip_reason = :reason, updated_at = :now REMOVE GSI1PK, GSI1SK', {
    ':to': outcome.status, ':now': now, ':reason': outcome.reason,
  }));

/**
 * A claim we hold goes back to `pending` until `retryAt` without counting the attempt: the
 * appointment is not ready yet (its deposit is still open).
 */
export const deferReminder = (r: ReminderRecord, retryAt: string, now: string): Promise<boolean> =>
  updateHeldClaim(r, 'SET #status = :pending, GSI1SK = :sk, updated_at = :now REMOVE lease_until ADD attempts :minusOne', {
    ':pending': 'pending', ':sk': reminderKeys.queued(retryAt, r.appointmentId, r.kind).GSI1SK, ':now': now, ':minusOne': -1,
  });
