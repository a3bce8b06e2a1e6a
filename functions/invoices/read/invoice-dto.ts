// Invoice records → the contract's InvoiceItem (list row) and Invoice (detail) (REFERENCE §4.0). The
// detail needs the group's other members (`fellow_non_finalized_invoices`) and presigned image links:
// the groups and fellows of a whole list come in two BatchGets, never one read per invoice.
import { finalizedStatuses } from '#functions/contract/invoices.ts';
import type { Invoice, InvoiceItem } from '#functions/contract/invoice-views.ts';
import { fromHundredths } from '#functions/contract/money.ts';
import type { InvoiceRecord, StoredImage, StoredLine } from '#functions/model/invoice-record.ts';
import { presignGet } from '#functions/lib/storage/object-storage-repository.ts';
import { getInvoiceGroups, getInvoices } from '#functions/invoices/invoice-repository.ts';
import { getPayout, getPayouts } from '#functions/invoices/payout-repository.ts';
import type { ScheduledPayout } from '#functions/model/payout-record.ts';

export const isFinalized = (r: Pick<InvoiceRecord, 'status'>): boolean => finalizedStatuses.includes(r.status);

export function toInvoiceItem(r: InvoiceRecord): InvoiceItem {
  return {
    id: r.id, number: r.number, kind: r.kind, status: r.status, is_finalized: isFinalized(r), is_paid: r.status === 'paid',
    charge_cents: r.chargeCents, instant_pay: r.instantPay, date_of_service: r.dateOfService, created_at: r.createdAt.slice(0, 10),
    invoice_group_id: r.groupId, source_invoice_id: r.sourceInvoiceId,
    employee: { id: r.employeeId, name: r.employeeName, vendor_name: r.employeeVendorName },
    client: { id: r.clientId, name: r.clientName, last_name: r.clientLastName },
    location: { id: r.locationId, name: r.locationName },
    mentor: r.mentorId ? { id: r.mentorId, name: r.mentorName ?? '' } : null,
  };
}

const lineView = (l: StoredLine) => ({
  product_id: l.productId, name: l.name, quantity: fromHundredths(l.quantity), cost_price_cents: l.costPriceCents,
  retail_price_cents: l.retailPriceCents, purchased_type: l.purchasedType, total_cents: l.totalCents,
});

const imageView = async (i: StoredImage) => ({
  id: i.id, file_name: i.fileName, content_type: i.contentType, size_bytes: i.sizeBytes, url: await presignGet(i.objectKey, i.fileName),
});

// Only an invoice that was sent to payment (transfer_to_employee) can have a payout row; one paid by
// hand may still carry the payout mark_paid cancelled.
const mayHavePayout = (r: Pick<InvoiceRecord, 'status'>): boolean => r.status === 'payment_scheduled' || r.status === 'paid';

const payoutOf = (p: ScheduledPayout | null | undefined): Invoice['payout'] => (p ? {
  status: p.status, amount_cents: p.amountCents, scheduled_at: p.scheduledAt, transfer_id: p.stripeTransferId, transferred_at: p.transferredAt,
} : null);

/**
 * One Invoice DTO when the caller knows the unfinished fellows (a write answering from what it wrote);
 * its payout is read unless the caller passes it (null: none).
 */
export async function toInvoice(r: InvoiceRecord, fellows: readonly string[] = [], known?: ScheduledPayout | null): Promise<Invoice> {
  const payout = known !== undefined || !mayHavePayout(r) ? known : await getPayout(r.id, false);
  const [before, after] = await Promise.all([Promise.all(r.beforeImages.map(imageView)), Promise.all(r.afterImages.map(imageView))]);
  const lines = r.lineItems;
  return {
    ...toInvoiceItem(r),
    employee: { id: r.employeeId, name: r.employeeName, vendor_name: r.employeeVendorName, email: r.employeeEmail },
    client_name: `${r.clientName} ${r.clientLastName}`.trim(), employee_name: r.employeeName,
    submitted_at: r.createdAt, updated_at: r.updatedAt, version: r.version,
    mentor_id: r.mentorId, location_id: r.locationId, client_id: r.clientId, employee_id: r.employeeId,
    computed_charge_cents: r.computedChargeCents, charge_overridden: r.chargeOverridden, payment_type: r.paymentType,
    amt_paid_for_products_cents: r.amtPaidForProductsCents, amt_paid_for_retail_products_cents: r.amtPaidForRetailProductsCents,
    amt_paid_for_wellness_products_cents: r.amtPaidForWellnessProductsCents, amt_paid_for_mp_products_cents: r.amtPaidForMpProductsCents,
    total_client_paid_cents: r.totalClientPaidCents, client_paid_net_cents: r.clientPaidNetCents, total_consumable_cost_cents: r.totalConsumableCostCents,
    personal_discount_cents: r.personalDiscountCents, tip_cents: r.tipCents, comments: r.comments, notes: r.notes,
    concierge_fee_paid: r.conciergeFeePaid, gfe: r.gfe, semag_consult_fee: r.semagConsultFee, provider_purchased: r.providerPurchased,
    overhead_fee_type: r.overheadFeeType, overhead_fee_value: r.overheadFeeValue,
    line_items: {
      products: lines.products.map(lineView), retail_products: lines.retail_products.map(lineView),
      wellness_products: lines.wellness_products.map(lineView), mp_products: lines.mp_products.map(lineView),
    },
    service_experience: r.serviceExperience.value, service_experience_reason: r.serviceExperience.reason,
    comfort_with_modality: r.comfortWithModality.value, comfort_with_modality_reason: r.comfortWithModality.reason,
    mentor_value_provided: r.mentorValueProvided.value, mentor_value_provided_reason: r.mentorValueProvided.reason,
    before_images: before, after_images: after,
    rejection: r.rejection ? { feedback: r.rejection.feedback, rejected_at: r.rejection.rejectedAt, rejected_by: r.rejection.rejectedBy } : null,
    finalized_at: r.finalizedAt, finalized_by: r.finalizedBy,
    paid_at: r.paidAt, paid_method: r.paidMethod, stripe_transfer_id: r.stripeTransferId,
    fee_invoice_ids: r.feeInvoiceIds,
    fellow_non_finalized_invoices: [...fellows],
    payout: payoutOf(payout),
  };
}

/**
 * Full Invoice DTOs for `records`: fellows are the other members of the same family (service invoices
 * with service invoices, fee invoices with fee invoices) of each group that are not finalized.
 */
export async function toInvoices(records: readonly InvoiceRecord[]): Promise<Invoice[]> {
  const groups = await getInvoiceGroups([...new Set(records.map((r) => r.groupId))]);
  const familyOf = (r: InvoiceRecord) => {
    const group = groups.find((g) => g.id === r.groupId);
    return (r.kind === 'mentor_fee' ? group?.feeInvoiceIds : group?.invoiceIds) ?? [];
  };
  const [members, payouts] = await Promise.all([
    getInvoices([...new Set(records.flatMap(familyOf))]), getPayouts(records.filter(mayHavePayout).map((r) => r.id)),
  ]);
  const pending = new Set(members.filter((m) => !isFinalized(m) && m.status !== 'rejected' && m.deletedAt === null).map((m) => m.id));
  const payoutFor = (id: string) => payouts.find((p) => p.invoiceId === id) ?? null;
  return Promise.all(records.map((r) => toInvoice(r, familyOf(r).filter((id) => id !== r.id && pending.has(id)), payoutFor(r.id))));
}
