// The append-only audit log of clinical access (REFERENCE §3.10 CB 14, data model §2.11). A write
// puts its event inside the transaction of the access it records (`addAuditEvent`); a read appends
// its events in the same request after the read (`appendAuditEvents`, one per item). Nothing here
// updates or deletes an event.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { auditActions, type AuditAction } from '#functions/contract/audit.ts';
import { auditKeys } from '#functions/lib/audit/audit-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { queryPage, type Page, type RangeQuery } from '#functions/lib/db/paged-query.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { WriteRequest } from '#functions/lib/db/write.ts';
import { untilProcessed } from '#functions/lib/retry/retry.ts';

export interface AuditActor {
  type: 'staff' | 'client';
  id: string;
}

/** One access: who did what to which resource of which client, from where. */
export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  resourceType: string;
  resourceId: string;
  clientId: string | null;
  ip: string;
  userAgent: string;
}

export function auditEventItem(entry: AuditEntry, at = new Date().toISOString()): Item {
  const id = ulid();
  return {
    ...auditKeys.event(at, id), ...(entry.clientId ? auditKeys.clientIndex(entry.clientId, at, id) : {}),
    entity: 'audit_event', id, at, created_at: at, action: entry.action, resource_type: entry.resourceType,
    resource_id: entry.resourceId, client_id: entry.clientId, actor_type: entry.actor.type, actor_id: entry.actor.id,
    ip: entry.ip, user_agent: entry.userAgent.slice(0, 512),
  };
}

/** The event of a write, committed atomically with it (T-CHART: "the write is audited atomically"). */
export function addAuditEvent(plan: TransactionPlan, entry: AuditEntry): void {
  plan.put(auditEventItem(entry));
}

/** The events of a read, written before the response leaves (BatchWrite, 25 per call, retried). */
export async function appendAuditEvents(entries: readonly AuditEntry[]): Promise<void> {
  const items = entries.map((e) => auditEventItem(e));
  for (let i = 0; i < items.length; i += 25) {
    await untilProcessed<WriteRequest>(items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })), async (pending) => {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: [...pending] } }));
      return result.UnprocessedItems?.[tableName()] ?? [];
    }, 'BatchWriteItem (audit events)');
  }
}

/** A stored event: the entry as written, with its id and instant (the ip and user agent stay stored only). */
export interface AuditEventRecord {
  id: string;
  at: string;
  actor: AuditActor;
  action: AuditAction;
  resourceType: string;
  resourceId: string;
  clientId: string | null;
}

const actorTypes = ['client', 'staff'] as const;

export function auditEventFromItem(item: Item): AuditEventRecord {
  const r = readItem('audit_event', item);
  return {
    id: r.string('id'), at: r.string('at'), action: r.enumValue('action', auditActions), resourceType: r.string('resource_type'),
    resourceId: r.string('resource_id'), clientId: r.optionalString('client_id'),
    actor: { type: r.enumValue('actor_type', actorTypes), id: r.string('actor_id') },
  };
}

/** The UTC days from `to` back to `from`, newest first. */
function daysDescending(from: string, to: string): string[] {
  const days: string[] = [];
  const first = Date.parse(`${from.slice(0, 10)}T00:00:00.000Z`);
  for (let t = Date.parse(`${to.slice(0, 10)}T00:00:00.000Z`); t >= first; t -= 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export interface AuditRange {
  clientId?: string;
  from: string;
  to: string;
  page: number;
  perPage: number;
}

/** AP-AUD-1 (a client's events) or AP-AUD-2 (every event, one range per UTC day), newest first, [from, to). */
export async function listAuditEvents(range: AuditRange): Promise<Page<AuditEventRecord>> {
  const values = { ':from': range.from, ':to': range.to };
  const ranges: RangeQuery[] = range.clientId
    ? [{ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to', ExpressionAttributeValues: { ...values, ':pk': auditKeys.ofClient(range.clientId) } }]
    : daysDescending(range.from, range.to).map((day) => ({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to', ExpressionAttributeValues: { ...values, ':pk': auditKeys.day(day) },
    }));
  const page = await queryPage(ranges, range.page, range.perPage);
  return { ...page, items: page.items.map(auditEventFromItem) };
}
