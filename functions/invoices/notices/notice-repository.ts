// InvoiceNotice items (docs/data-model.md §2.8, decision 031): the outbox step a change adds to its
// own transaction, and the claim cycle of the delivery (AP-INV-17): `pending → sending` under a lease,
// then `delivered` or `failed`. Every state change is a conditional write, so two deliveries of one
// row never both mail it.
import { ulid } from 'ulid';
import { invoiceNoticeFromItem, type InvoiceNoticeKind, type InvoiceNoticeRecord } from '#functions/model/invoice-notice-record.ts';
import { invoiceNoticeKeys, invoiceNoticeQueue } from '#functions/model/invoice-notice-keys.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { updateItem } from '#functions/lib/db/write.ts';

/** How long a fresh notice is left to its direct delivery before the job's safety net may step in. */
export const noticeGraceMs = 2 * 60_000;

export interface NoticeInput {
  kind: InvoiceNoticeKind;
  groupId: string;
  invoiceIds?: readonly string[];
  feeIds?: readonly string[];
  family?: 'service' | 'mentor';
  feedback?: string;
  wholeGroupRejected?: boolean;
}

/** Adds a `pending` notice to the change's transaction; returns its id (handed to the delivery after the commit). */
export function addNotice(plan: TransactionPlan, input: NoticeInput, now: string): string {
  const id = ulid();
  const dueAt = new Date(Date.parse(now) + noticeGraceMs).toISOString();
  plan.put({
    ...invoiceNoticeKeys.item(id), ...invoiceNoticeKeys.queued(dueAt, id), entity: 'invoice_notice', id, kind: input.kind,
    invoice_group_id: input.groupId, invoice_ids: [...(input.invoiceIds ?? [])], fee_ids: [...(input.feeIds ?? [])],
    ...(input.family ? { family: input.family } : {}), ...(input.feedback === undefined ? {} : { feedback: input.feedback }),
    whole_group_rejected: input.wholeGroupRejected ?? false, status: 'pending', attempts: 0, due_at: dueAt, created_at: now, updated_at: now,
  });
  return id;
}

/** AP-INV-17: up to `limit` notices the safety net may take at `now` (past their grace, or with a lapsed lease), oldest first. */
export async function listDueNotices(now: string, limit: number): Promise<InvoiceNoticeRecord[]> {
  // One page: the run's work is bounded; whatever is left is the next run's.
  const page = await db.send(new QueryCommand({
    TableName: tableName(), IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :queue AND GSI1SK <= :due',
    ExpressionAttributeValues: { ':queue': invoiceNoticeQueue, ':due': invoiceNoticeKeys.dueBy(now) }, Limit: limit,
  }));
  return (page.Items ?? []).map(invoiceNoticeFromItem);
}

/**
 * Claims a notice for one delivery: `pending` (or `sending` whose lease ended) → `sending`, counting
 * the attempt and moving its queue key to the lease end, so a crashed delivery comes back then.
 * Null when another delivery holds or finished it, or it has had its attempts.
 */
export async function claimNotice(id: string, now: string, leaseUntil: string, maxAttempts: number): Promise<InvoiceNoticeRecord | null> {
  const item = await updateItem(invoiceNoticeKeys.item(id), {
    expression: 'SET #status = :sending, lease_until = :lease, GSI1SK = :sk, updated_at = :now ADD attempts :one',
    condition: '(#status = :pending OR (#status = :sending AND lease_until < :now)) AND attempts < :max',
    names: { '#status': 'status' },
    values: {
      ':sending': 'sending', ':pending': 'pending', ':lease': leaseUntil, ':sk': invoiceNoticeKeys.queued(leaseUntil, id).GSI1SK,
      ':now': now, ':one': 1, ':max': maxAttempts,
    },
  });
  return item === false ? null : invoiceNoticeFromItem(item);
}

/** Ends a claim we hold (same lease): `delivered` or `failed`, out of the queue for good. */
export async function finishNotice(r: InvoiceNoticeRecord, status: 'delivered' | 'failed', now: string): Promise<boolean> {
  const item = await updateItem(invoiceNoticeKeys.item(r.id), {
    expression: 'SET #status = :to, finished_at = :now, updated_at = :now REMOVE GSI1PK, GSI1SK',
    condition: '#status = :sending AND lease_until = :lease',
    names: { '#status': 'status' },
    values: { ':to': status, ':now': now, ':sending': 'sending', ':lease': r.leaseUntil },
  });
  return item !== false;
}

/**
 * The safety net's touch: a notice left undelivered becomes `pending` again, due now. In AWS the
 * write is what carries it to the documents Lambda (the table's stream); false when it moved meanwhile.
 */
export async function requeueNotice(r: InvoiceNoticeRecord, now: string): Promise<boolean> {
  const item = await updateItem(invoiceNoticeKeys.item(r.id), {
    expression: 'SET #status = :pending, due_at = :now, GSI1SK = :sk, requeued_at = :now, updated_at = :now REMOVE lease_until',
    condition: '#status = :read AND attempts = :attempts',
    names: { '#status': 'status' },
    values: { ':pending': 'pending', ':now': now, ':sk': invoiceNoticeKeys.queued(now, r.id).GSI1SK, ':read': r.status, ':attempts': r.attempts },
  });
  return item !== false;
}
