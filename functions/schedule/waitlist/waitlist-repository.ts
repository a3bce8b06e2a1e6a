// Waitlist entries (docs/data-model.md §2.7a): the reads AP-WAIT-1..3, and the steps of T-WAIT-JOIN,
// T-WAIT-CLOSE and the pass's versioned `known_free` update. No business rules here.
import { maxOpenWaitlistEntries } from '#functions/contract/waitlist.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { updateItem } from '#functions/lib/db/write.ts';
import { statusTransition, versionedSet } from '#functions/lib/db/write-steps.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { openWaitlist, waitlistKeys } from '#functions/model/waitlist-keys.ts';
import { waitlistFromItem, type FreeInterval, type WaitlistRecord, type WaitlistStatus } from '#functions/model/waitlist-record.ts';

const freeItems = (free: readonly FreeInterval[]) => free.map((f) => ({ start: f.start, end: f.end }));

export function waitlistItem(w: WaitlistRecord): Record<string, unknown> {
  return {
    ...waitlistKeys.entry(w.id), ...waitlistKeys.ofClient(w.clientId, w.createdAt, w.id), ...waitlistKeys.open(w.fromDate, w.id),
    entity: 'waitlist_entry', id: w.id, status: w.status,
    client_id: w.clientId, client_name: w.clientName, client_last_name: w.clientLastName,
    employee_id: w.employeeId, employee_name: w.employeeName, location_id: w.locationId, location_name: w.locationName, timezone: w.timezone,
    treatments: w.treatments.map((t) => ({ id: t.id, name: t.name })), from_date: w.fromDate, to_date: w.toDate,
    closed_at: null, known_free: freeItems(w.knownFree), notified_count: 0, last_notified_at: null,
    created_at: w.createdAt, updated_at: w.updatedAt, version: w.version,
  };
}

export const waitlistFull = () => conflict('invalid_state', `You can be on at most ${maxOpenWaitlistEntries} waitlists at a time.`);

/** T-WAIT-JOIN: the entry and the client's counter, which refuses a sixth open entry. */
export function joinWaitlistStep(plan: TransactionPlan, w: WaitlistRecord): void {
  plan.put(waitlistItem(w));
  plan.update(waitlistKeys.counter(w.clientId), {
    expression: 'SET entity = :entity ADD open_count :one',
    condition: 'attribute_not_exists(open_count) OR open_count < :max',
    values: { ':entity': 'waitlist_counter', ':one': 1, ':max': maxOpenWaitlistEntries },
  }, waitlistFull);
}

/** T-WAIT-CLOSE: `open → status`, out of the open partition, one fewer on the counter. */
export function closeWaitlistStep(plan: TransactionPlan, w: WaitlistRecord, status: Exclude<WaitlistStatus, 'open'>, now: string): void {
  plan.update(waitlistKeys.entry(w.id), statusTransition({ from: ['open'], to: status, now, stamp: ['closed_at'], remove: ['GSI2PK', 'GSI2SK'] }),
    () => conflict('invalid_state', 'This waitlist entry is no longer open.'));
  plan.update(waitlistKeys.counter(w.clientId), { expression: 'ADD open_count :minus', values: { ':minus': -1 } });
}

/** AP-WAIT-3. */
export async function getWaitlistEntry(id: string, consistent = false): Promise<WaitlistRecord | null> {
  const item = await getItem(waitlistKeys.entry(id), consistent);
  return item ? waitlistFromItem(item) : null;
}

/** AP-WAIT-1: the client's entries, newest first. */
export async function listClientWaitlist(clientId: string): Promise<WaitlistRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': waitlistKeys.clientPartition(clientId) },
  });
  return items.map(waitlistFromItem).reverse();
}

/** AP-WAIT-2: open entries starting on or before `toDate` (every open entry without it). */
export async function listOpenWaitlist(toDate?: string): Promise<WaitlistRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: toDate ? 'GSI2PK = :pk AND GSI2SK <= :to' : 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': openWaitlist, ...(toDate ? { ':to': waitlistKeys.openUpTo(toDate) } : {}) },
  });
  return items.map(waitlistFromItem);
}

/**
 * The pass's write: the free time now known, and (when it announces an opening) one more notice,
 * under the version read and only while open. `false`: another pass or a close came first.
 */
export async function recordKnownFree(w: WaitlistRecord, knownFree: readonly FreeInterval[], notified: boolean, now: string): Promise<boolean> {
  const set: Record<string, unknown> = { known_free: freeItems(knownFree), ...(notified ? { notified_count: w.notifiedCount + 1, last_notified_at: now } : {}) };
  const spec = versionedSet(set, w.version, now, [], '#st = :open');
  const updated = await updateItem(waitlistKeys.entry(w.id), { ...spec, names: { ...spec.names, '#st': 'status' }, values: { ...spec.values, ':open': 'open' } });
  return updated !== false;
}
