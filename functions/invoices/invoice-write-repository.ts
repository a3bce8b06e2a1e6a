// Item builders and transaction steps of the invoice aggregate (docs/data-model.md §2.8, §4
// T-SUBMIT … T-DELETE): every status change conditional on the stored status (and version), every
// edit versioned, the group updated on its version, the counter set on the value read; status
// changes and edits carry their report roll-up change (§2.12).
import { ulid } from 'ulid';
import type { InvoiceStatus } from '#functions/contract/invoices.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import type { InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import type { InvoiceRecord, StoredImage, StoredLine } from '#functions/model/invoice-record.ts';
import { keys } from '#functions/lib/db/keys.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { addStatusTransition, versionedSet, type StatusTransition } from '#functions/lib/db/write-steps.ts';
import { updateItem } from '#functions/lib/db/write.ts';
import { addRollupChanges } from '#functions/lib/rollups/rollup-repository.ts';
import { invoiceRollup, rollupChanges, type RollupInvoice } from '#functions/model/report-rollup.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';

const lineItem = (l: StoredLine) => ({
  product_id: l.productId, name: l.name, quantity: l.quantity, cost_price_cents: l.costPriceCents,
  retail_price_cents: l.retailPriceCents, purchased_type: l.purchasedType, total_cents: l.totalCents,
});
export const imageItem = (i: StoredImage) => ({ id: i.id, file_name: i.fileName, content_type: i.contentType, size_bytes: i.sizeBytes, object_key: i.objectKey });

/** The attributes an invoice's content is stored under (everything but keys, status and stamps). */
export function invoiceContent(r: InvoiceRecord): Record<string, unknown> {
  return {
    client_id: r.clientId, client_name: r.clientName, client_last_name: r.clientLastName,
    client_name_lc: `${r.clientName} ${r.clientLastName}`.toLowerCase(),
    location_id: r.locationId, location_name: r.locationName, mentor_id: r.mentorId, mentor_name: r.mentorName,
    mentor_percentage: r.mentorPercentage, charge_cents: r.chargeCents, computed_charge_cents: r.computedChargeCents,
    charge_overridden: r.chargeOverridden, payment_type: r.paymentType, date_of_service: r.dateOfService,
    amt_paid_for_products_cents: r.amtPaidForProductsCents, amt_paid_for_retail_products_cents: r.amtPaidForRetailProductsCents,
    amt_paid_for_wellness_products_cents: r.amtPaidForWellnessProductsCents, amt_paid_for_mp_products_cents: r.amtPaidForMpProductsCents,
    total_client_paid_cents: r.totalClientPaidCents, client_paid_net_cents: r.clientPaidNetCents,
    total_consumable_cost_cents: r.totalConsumableCostCents, personal_discount_cents: r.personalDiscountCents, tip_cents: r.tipCents,
    comments: r.comments, notes: r.notes, concierge_fee_paid: r.conciergeFeePaid, gfe: r.gfe, semag_consult_fee: r.semagConsultFee,
    provider_purchased: r.providerPurchased, instant_pay: r.instantPay,
    overhead_fee_type: r.overheadFeeType, overhead_fee_value: r.overheadFeeValue,
    line_items: Object.fromEntries(Object.entries(r.lineItems).map(([section, lines]) => [section, lines.map(lineItem)])),
    service_experience: r.serviceExperience.value, service_experience_reason: r.serviceExperience.reason,
    comfort_with_modality: r.comfortWithModality.value, comfort_with_modality_reason: r.comfortWithModality.reason,
    mentor_value_provided: r.mentorValueProvided.value, mentor_value_provided_reason: r.mentorValueProvided.reason,
    before_images: r.beforeImages.map(imageItem), after_images: r.afterImages.map(imageItem),
    fee_invoice_ids: r.feeInvoiceIds,
  };
}

/** A new invoice root with its list keys (T-SUBMIT). */
export function newInvoiceItem(r: InvoiceRecord): Item {
  return {
    ...invoiceKeys.invoice(r.id),
    ...invoiceKeys.index({ id: r.id, kind: r.kind, status: r.status, employeeId: r.employeeId, clientId: r.clientId, mentorId: r.mentorId, createdAt: r.createdAt }),
    entity: 'invoice', id: r.id, number: r.number, kind: r.kind, status: r.status, invoice_group_id: r.groupId,
    employee_id: r.employeeId, employee_name: r.employeeName, employee_name_lc: r.employeeName.toLowerCase(),
    employee_vendor_name: r.employeeVendorName, employee_email: r.employeeEmail, source_invoice_id: r.sourceInvoiceId,
    ...invoiceContent(r), created_at: r.createdAt, updated_at: r.createdAt, version: 1,
  };
}

export function newGroupItem(g: InvoiceGroupRecord): Item {
  return {
    ...invoiceKeys.group(g.id), entity: 'invoice_group', id: g.id, employee_id: g.employeeId, invoice_ids: g.invoiceIds,
    fee_invoice_ids: g.feeInvoiceIds, finalized_totally: false, mentor_finalized_totally: false, created_at: g.createdAt, updated_at: g.createdAt, version: 1,
  };
}

/** The counter moves from the value read to `last + n`: a racing submission fails here (409 `conflict`, retried). */
export function addCounterSet(plan: TransactionPlan, last: number, n: number, now: string): void {
  plan.update(keys.counter('INVOICE_NUMBER'), {
    expression: 'SET #value = :next, updated_at = :now, entity = if_not_exists(entity, :entity)',
    condition: last === 0 ? 'attribute_not_exists(PK) OR #value = :last' : '#value = :last',
    names: { '#value': 'value' }, values: { ':next': last + n, ':last': last, ':now': now, ':entity': 'counter' },
  }, () => conflict('conflict', 'Another submission took these invoice numbers. Please try again.'));
}

/** The summary's figures move with the invoice (data model §2.12): after − before, in the same transaction. */
function addInvoiceRollup(plan: TransactionPlan, before: RollupInvoice, after: RollupInvoice, zone: string, now: string): void {
  addRollupChanges(plan, rollupChanges(invoiceRollup(before, zone), invoiceRollup(after, zone)), now);
}

/**
 * A status change of an invoice, with the GSI1 partition moved along (evaluations stay in theirs) and
 * the roll-up of its figures (`zone`: the practice time zone). `invoice` is the record as read: the
 * transitions that cross the billable line condition on its version, the others leave the figures alone.
 */
export function addInvoiceTransition(plan: TransactionPlan, invoice: InvoiceRecord, t: StatusTransition & { to: InvoiceStatus; zone: string }): void {
  const { zone, ...transition } = t;
  addStatusTransition({
    plan, key: invoiceKeys.invoice(invoice.id),
    transition: { ...transition, set: { ...t.set, GSI1PK: invoiceKeys.statusIndex(invoice.kind, t.to) } },
  });
  addInvoiceRollup(plan, invoice, { ...invoice, status: t.to }, zone, t.now);
}

export const invoiceChangedMessage = 'This invoice was changed by someone else. Reload and try again.';

/**
 * A versioned edit of an invoice's content (T-EDIT) while its status is one of `statuses`, on the
 * version of `before` (the record its roll-up change is computed from); `after` is the edited record.
 */
export function addInvoiceEdit({ plan, before, after, set, statuses, now, zone }: {
  plan: TransactionPlan; before: InvoiceRecord; after: InvoiceRecord; set: Record<string, unknown>; statuses: readonly InvoiceStatus[]; now: string; zone: string;
}): void {
  const spec = versionedSet(set, before.version, now, [], `#status IN (${statuses.map((_, i) => `:st${i}`).join(', ')})`);
  plan.update(invoiceKeys.invoice(before.id), {
    ...spec, names: { ...spec.names, '#status': 'status' },
    values: { ...spec.values, ...Object.fromEntries(statuses.map((s, i) => [`:st${i}`, s])) },
  }, () => conflict('conflict', invoiceChangedMessage));
  addInvoiceRollup(plan, before, after, zone, now);
}

/** Soft delete (T-DELETE): `deleted_at`, out of every list, only from `submitted`/`rejected`. */
export function addInvoiceSoftDelete(plan: TransactionPlan, invoice: Pick<InvoiceRecord, 'id' | 'kind' | 'version' | 'status'>, now: string): void {
  addStatusTransition({
    plan, key: invoiceKeys.invoice(invoice.id),
    transition: {
      from: [invoice.status], to: invoice.status, now, stamp: ['deleted_at'], remove: [...invoiceKeys.indexAttributes], expectedVersion: invoice.version,
      message: 'Only submitted or rejected invoices can be deleted.',
    },
  });
}

/** The group on the version read: serialises the finalizations, rejections and deletions of one group. */
export function addGroupUpdate(plan: TransactionPlan, group: Pick<InvoiceGroupRecord, 'id' | 'version'>, set: Record<string, unknown>, now: string): void {
  plan.update(invoiceKeys.group(group.id), versionedSet(set, group.version, now), () => conflict('conflict', 'Another change to this invoice group happened at the same time. Please try again.'));
}

export interface HistoryEntry { field: string; old: unknown; new: unknown; by: { id: string; name: string }; at: string; feedback?: string }

/** InvoiceHistory: append-only (charge, Pay Faster, rejections, resubmissions). */
export function addHistory(plan: TransactionPlan, invoiceId: string, entry: HistoryEntry): void {
  plan.put({
    ...invoiceKeys.history(invoiceId, ulid()), entity: 'invoice_history', invoice_id: invoiceId, field: entry.field, old: entry.old ?? null,
    new: entry.new ?? null, by_id: entry.by.id, by_name: entry.by.name, at: entry.at, created_at: entry.at,
    ...(entry.feedback === undefined ? {} : { feedback: entry.feedback }),
  });
}

/** After a group PDF was stored: its key on the group (`document` / `mentor_document`); display-only, no version bump. */
export async function setGroupDocument(groupId: string, attribute: 'document' | 'mentor_document', key: string): Promise<void> {
  await updateItem(invoiceKeys.group(groupId), {
    expression: 'SET #doc = :key', condition: 'attribute_exists(PK)', names: { '#doc': attribute }, values: { ':key': key },
  });
}
