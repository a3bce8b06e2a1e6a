// The invoice as services see it (docs/data-model.md §2.8, REFERENCE §2.6), with its one decoder.
// Money is integer cents and quantities integer hundredths; an unknown status, kind or payment type
// throws CorruptItemError (decision 024), never a silent default.
import { purchasedTypes } from '#functions/contract/catalog.ts';
import { paymentTypes, type PaymentType } from '#functions/contract/invoice-charge.ts';
import {
  invoiceKinds, invoiceStatuses, lineSections, overheadFeeTypes, paidMethods,
  type InvoiceKind, type InvoiceStatus, type LineSection, type OverheadFeeType,
} from '#functions/contract/invoices.ts';
import { readItem, type ItemReader } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface StoredLine {
  productId: string;
  name: string;
  /** Integer hundredths. */
  quantity: number;
  costPriceCents: number;
  retailPriceCents: number;
  purchasedType: (typeof purchasedTypes)[number];
  /** Retail price × quantity, rounded once. */
  totalCents: number;
}
export type StoredLines = Record<LineSection, StoredLine[]>;

/** A confirmed upload attached as a before/after image. */
export interface StoredImage { id: string; fileName: string; contentType: string; sizeBytes: number; objectKey: string }
export interface PersonRef { id: string; name: string }
export interface Rejection { feedback: string; rejectedAt: string; rejectedBy: PersonRef }
export type Answer = { value: boolean | null; reason: string };

export interface InvoiceRecord {
  id: string; number: number; kind: InvoiceKind; status: InvoiceStatus; groupId: string;
  employeeId: string; employeeName: string; employeeVendorName: string | null; employeeEmail: string;
  clientId: string; clientName: string; clientLastName: string;
  locationId: string; locationName: string;
  sourceInvoiceId: string | null; mentorId: string | null; mentorName: string | null;
  /** The mentor's percentage a fee invoice was computed with. */
  mentorPercentage: number | null;
  chargeCents: number | null; computedChargeCents: number | null; chargeOverridden: boolean;
  paymentType: PaymentType; dateOfService: string;
  amtPaidForProductsCents: number; amtPaidForRetailProductsCents: number;
  amtPaidForWellnessProductsCents: number; amtPaidForMpProductsCents: number;
  totalClientPaidCents: number; clientPaidNetCents: number; totalConsumableCostCents: number;
  personalDiscountCents: number; tipCents: number; comments: string; notes: string;
  conciergeFeePaid: boolean; gfe: boolean; semagConsultFee: boolean; providerPurchased: boolean; instantPay: boolean;
  overheadFeeType: OverheadFeeType | null; overheadFeeValue: number | null;
  lineItems: StoredLines;
  serviceExperience: Answer; comfortWithModality: Answer; mentorValueProvided: Answer;
  beforeImages: StoredImage[]; afterImages: StoredImage[];
  rejection: Rejection | null;
  finalizedAt: string | null; finalizedBy: PersonRef | null;
  /** S3 key of the final PDF (invoiceObjects.invoicePdf), set at finalization. */
  document: string | null;
  paidAt: string | null; paidMethod: (typeof paidMethods)[number] | null;
  stripeAccountId: string | null; stripeTransferId: string | null;
  feeInvoiceIds: string[];
  deletedAt: string | null; createdAt: string; updatedAt: string; version: number;
}

function lineFrom(r: ItemReader): StoredLine {
  return {
    productId: r.string('product_id'), name: r.string('name'), quantity: r.int('quantity'),
    costPriceCents: r.int('cost_price_cents'), retailPriceCents: r.int('retail_price_cents'),
    purchasedType: r.enumValue('purchased_type', purchasedTypes), totalCents: r.int('total_cents'),
  };
}

function linesFrom(r: ItemReader): StoredLines {
  const map = r.optionalMap('line_items');
  return Object.fromEntries(lineSections.map((s) => [s, map ? map.list(s).map(lineFrom) : []])) as StoredLines;
}

const imageFrom = (r: ItemReader): StoredImage => ({
  id: r.string('id'), fileName: r.string('file_name'), contentType: r.string('content_type'), sizeBytes: r.int('size_bytes'), objectKey: r.string('object_key'),
});
const personFrom = (r: ItemReader | null): PersonRef | null => (r ? { id: r.string('id'), name: r.string('name') } : null);
function rejectionFrom(r: ItemReader | null): Rejection | null {
  if (!r) return null;
  return { feedback: r.string('feedback'), rejectedAt: r.string('rejected_at'), rejectedBy: { id: r.string('rejected_by_id'), name: r.string('rejected_by_name') } };
}
const answer = (r: ItemReader, name: string): Answer => ({ value: r.optionalFlag(name), reason: r.stringOr(`${name}_reason`, '') });

export function invoiceFromItem(item: Item): InvoiceRecord {
  const r = readItem('invoice', item);
  return {
    id: r.string('id'), number: r.int('number'), kind: r.enumValue('kind', invoiceKinds), status: r.enumValue('status', invoiceStatuses),
    groupId: r.string('invoice_group_id'),
    employeeId: r.string('employee_id'), employeeName: r.string('employee_name'), employeeVendorName: r.optionalString('employee_vendor_name'),
    employeeEmail: r.string('employee_email'),
    clientId: r.string('client_id'), clientName: r.string('client_name'), clientLastName: r.string('client_last_name'),
    locationId: r.string('location_id'), locationName: r.string('location_name'),
    sourceInvoiceId: r.optionalString('source_invoice_id'), mentorId: r.optionalString('mentor_id'), mentorName: r.optionalString('mentor_name'),
    mentorPercentage: r.optionalInt('mentor_percentage'),
    chargeCents: r.optionalInt('charge_cents'), computedChargeCents: r.optionalInt('computed_charge_cents'), chargeOverridden: r.flag('charge_overridden'),
    paymentType: r.enumValue('payment_type', paymentTypes), dateOfService: r.string('date_of_service'),
    amtPaidForProductsCents: r.int('amt_paid_for_products_cents'), amtPaidForRetailProductsCents: r.int('amt_paid_for_retail_products_cents'),
    amtPaidForWellnessProductsCents: r.int('amt_paid_for_wellness_products_cents'), amtPaidForMpProductsCents: r.int('amt_paid_for_mp_products_cents'),
    totalClientPaidCents: r.int('total_client_paid_cents'), clientPaidNetCents: r.int('client_paid_net_cents'),
    totalConsumableCostCents: r.int('total_consumable_cost_cents'),
    personalDiscountCents: r.int('personal_discount_cents'), tipCents: r.int('tip_cents'),
    comments: r.stringOr('comments', ''), notes: r.stringOr('notes', ''),
    conciergeFeePaid: r.flag('concierge_fee_paid'), gfe: r.flag('gfe'), semagConsultFee: r.flag('semag_consult_fee'),
    providerPurchased: r.flag('provider_purchased'), instantPay: r.flag('instant_pay'),
    overheadFeeType: r.optionalEnum('overhead_fee_type', overheadFeeTypes), overheadFeeValue: r.optionalInt('overhead_fee_value'),
    lineItems: linesFrom(r),
    serviceExperience: answer(r, 'service_experience'), comfortWithModality: answer(r, 'comfort_with_modality'),
    mentorValueProvided: answer(r, 'mentor_value_provided'),
    beforeImages: r.list('before_images').map(imageFrom), afterImages: r.list('after_images').map(imageFrom),
    rejection: rejectionFrom(r.optionalMap('rejection')),
    finalizedAt: r.optionalString('finalized_at'), finalizedBy: personFrom(r.optionalMap('finalized_by')),
    document: r.optionalString('document'),
    paidAt: r.optionalString('paid_at'), paidMethod: r.optionalEnum('paid_method', paidMethods),
    stripeAccountId: r.optionalString('stripe_account_id'), stripeTransferId: r.optionalString('stripe_transfer_id'),
    feeInvoiceIds: r.strings('fee_invoice_ids'),
    deletedAt: r.optionalString('deleted_at'), createdAt: r.string('created_at'), updatedAt: r.string('updated_at'), version: r.int('version'),
  };
}
