// The ScheduledPayout item of an invoice (docs/data-model.md §2.8, AP-INV-11/12, T-PAYOUT; decision
// 029): its reads, its creation beside the invoice's `payment_scheduled`, the claim of an attempt,
// and the outcomes. It lives with the invoice (same partition) so `mark_paid` can cancel it in its
// own transaction; the payouts group reaches it through the invoices face.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import { batchGet } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { updateItem } from '#functions/lib/db/write.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { payoutKeys } from '#functions/model/payout-keys.ts';
import { payoutFromItem, type ScheduledPayout } from '#functions/model/payout-record.ts';

export type NewPayout = Pick<ScheduledPayout, 'invoiceId' | 'employeeId' | 'stripeAccountId' | 'amountCents' | 'scheduledAt'>;

const open = { names: { '#status': 'status', '#version': 'version' }, values: { ':scheduled': 'scheduled', ':failed': 'failed' } };
const isOpen = '#status IN (:scheduled, :failed)';
const noLiveLease = '(attribute_not_exists(lease_until) OR lease_until <= :now)';

/** AP-INV-12. */
export async function getPayout(invoiceId: string, consistent = true): Promise<ScheduledPayout | null> {
  const item = await getItem(payoutKeys.payout(invoiceId), consistent);
  return item ? payoutFromItem(item) : null;
}

/** AP-INV-12 for a list of invoices (one BatchGet; an invoice without a payout has no row). */
export async function getPayouts(invoiceIds: readonly string[]): Promise<ScheduledPayout[]> {
  return invoiceIds.length === 0 ? [] : (await batchGet(invoiceIds.map((id) => payoutKeys.payout(id)))).map(payoutFromItem);
}

/** AP-INV-11: up to `limit` payouts due at `now`, oldest first (one page: the run is bounded). */
export async function listDuePayouts(now: string, limit: number): Promise<ScheduledPayout[]> {
  const page = await db.send(new QueryCommand({
    TableName: tableName(), IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :queue AND GSI1SK <= :due',
    ExpressionAttributeValues: { ':queue': payoutKeys.due().GSI1PK, ':due': payoutKeys.dueBy(now) }, Limit: limit,
  }));
  return (page.Items ?? []).map(payoutFromItem);
}

/** T-PAYOUT: the new row, due at `scheduledAt` (one per invoice: a second is a 409). */
export function addNewPayout(plan: TransactionPlan, p: NewPayout, now: string): void {
  const item: Item = {
    ...payoutKeys.payout(p.invoiceId), ...payoutKeys.dueIndex(p.scheduledAt, p.invoiceId), entity: 'scheduled_payout',
    invoice_id: p.invoiceId, employee_id: p.employeeId, stripe_account_id: p.stripeAccountId, amount_cents: p.amountCents,
    scheduled_at: p.scheduledAt, status: 'scheduled', attempts: 0, created_at: now, updated_at: now, version: 1,
  };
  plan.put(item, () => conflict('invalid_state', 'A payout already exists for this invoice.'));
}

/** Claims an attempt (data model §2.8): null when another attempt holds it or it is no longer open. */
export async function claimPayout(p: ScheduledPayout, now: string, leaseUntil: string): Promise<ScheduledPayout | null> {
  const item = await updateItem(payoutKeys.payout(p.invoiceId), {
    expression: 'SET lease_until = :lease, GSI1SK = :sk, updated_at = :now ADD attempts :one, #version :one',
    condition: `${isOpen} AND #version = :v AND ${noLiveLease}`,
    names: open.names,
    values: { ...open.values, ':lease': leaseUntil, ':sk': payoutKeys.dueIndex(leaseUntil, p.invoiceId).GSI1SK, ':now': now, ':one': 1, ':v': p.version },
  });
  return item === false ? null : payoutFromItem(item);
}

/** Success: `transferred`, out of the queue (T-PAYOUT; also the `transfer.created` webhook). */
export function addPayoutTransferred(plan: TransactionPlan, invoiceId: string, transferId: string, now: string): void {
  plan.update(payoutKeys.payout(invoiceId), {
    expression: 'SET #status = :transferred, stripe_transfer_id = :tr, transferred_at = :now, updated_at = :now REMOVE GSI1PK, GSI1SK, lease_until ADD #version :one',
    condition: isOpen, names: open.names, values: { ...open.values, ':transferred': 'transferred', ':tr': transferId, ':now': now, ':one': 1 },
  }, () => conflict('invalid_state', 'This payout is no longer open.'));
}

/**
 * The invoice paid by a transfer (T-PAYOUT), without reading it: `payment_scheduled → paid` (service
 * and fee invoices share the status lists; evaluations are never paid out).
 */
export function addInvoicePaidByTransfer(plan: TransactionPlan, invoiceId: string, transferId: string, now: string): void {
  plan.update(invoiceKeys.invoice(invoiceId), {
    expression: 'SET #status = :paid, GSI1PK = :list, paid_at = :now, paid_method = :method, stripe_transfer_id = :tr, updated_at = :now ADD #version :one',
    condition: '#status = :scheduled', names: { '#status': 'status', '#version': 'version' },
    values: { ':paid': 'paid', ':list': invoiceKeys.byStatus('paid').GSI1PK, ':now': now, ':method': 'transfer', ':tr': transferId, ':one': 1, ':scheduled': 'payment_scheduled' },
  }, () => conflict('invalid_state', 'This invoice is already paid.'));
}

/** Failure of the attempt we claimed: `failed`, due again at `retryAt`, or out of the queue when null. */
export async function recordPayoutFailure(p: ScheduledPayout, error: string, now: string, retryAt: string | null): Promise<boolean> {
  const queue = retryAt === null ? ' REMOVE GSI1PK, GSI1SK, lease_until' : ', GSI1SK = :sk REMOVE lease_until';
  const updated = await updateItem(payoutKeys.payout(p.invoiceId), {
    expression: `SET #status = :failed, last_error = :error, updated_at = :now${queue} ADD #version :one`,
    condition: `${isOpen} AND #version = :v`, names: open.names,
    values: { ...open.values, ':error': error, ':now': now, ':one': 1, ':v': p.version, ...(retryAt === null ? {} : { ':sk': payoutKeys.dueIndex(retryAt, p.invoiceId).GSI1SK }) },
  });
  return updated !== false;
}

/** The inbox was told this payout gave up (so a re-run does not tell it again). */
export async function markPayoutAlerted(invoiceId: string, now: string): Promise<boolean> {
  const updated = await updateItem(payoutKeys.payout(invoiceId), {
    expression: 'SET alerted_at = :now', condition: '#status = :failed AND attribute_not_exists(alerted_at)',
    names: { '#status': 'status' }, values: { ':now': now, ':failed': 'failed' },
  });
  return updated !== false;
}

/** `mark_paid`: cancels an untransferred payout; a live attempt → 409 (the transfer is being made). */
export function addPayoutCancel(plan: TransactionPlan, invoiceId: string, now: string): void {
  plan.update(payoutKeys.payout(invoiceId), {
    expression: 'SET #status = :cancelled, updated_at = :now REMOVE GSI1PK, GSI1SK ADD #version :one',
    condition: `${isOpen} AND ${noLiveLease}`, names: open.names, values: { ...open.values, ':cancelled': 'cancelled', ':now': now, ':one': 1 },
  }, () => conflict('invalid_state', 'A transfer for this invoice is being made. Reload in a minute.'));
}
