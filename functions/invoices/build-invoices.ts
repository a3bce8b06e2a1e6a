// build-* steps (pure): the invoice records of a submission or resubmission — lines snapshotted from
// the catalogue, amounts computed by the shared charge function (browser values never reach here),
// and one mentor fee invoice per mentor (REFERENCE §3.8 "Mentor fee").
import { mentorFee } from '#functions/contract/invoice-charge.ts';
import { lineSections, type SubmittedInvoice } from '#functions/contract/invoices.ts';
import { multiply, decimal, toCents, toHundredths } from '#functions/contract/money.ts';
import { chargeInputOf, computedAmounts, ratesOf } from '#functions/invoices/invoice-amounts.ts';
import type { SubmissionContext } from '#functions/invoices/load-submission.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import type { InvoiceRecord, StoredImage, StoredLines } from '#functions/model/invoice-record.ts';

/** The client an invoice is for: an existing one, or one created with the submission. */
export interface InvoiceClient { id: string; name: string; last_name: string }
/** The invoice keys a (re)submission sets, as validated by the contract. */
export type InvoiceInput = Omit<SubmittedInvoice, 'client_id' | 'new_client'>;

export function snapshotLines(input: Pick<InvoiceInput, (typeof lineSections)[number]>, ctx: Pick<SubmissionContext, 'products'>): StoredLines {
  return Object.fromEntries(lineSections.map((section) => [section, input[section].map((line) => {
    const product = ctx.products.get(line.product_id);
    if (!product) throw new Error(`Product ${line.product_id} was not loaded`);
    const quantity = toHundredths(line.quantity);
    return {
      productId: product.id, name: product.name, quantity, costPriceCents: product.cost_price_cents, retailPriceCents: product.retail_price_cents,
      purchasedType: product.purchased_type, totalCents: toCents(multiply(decimal(product.retail_price_cents), { n: BigInt(quantity), d: 100n })),
    };
  })])) as StoredLines;
}

const answer = (value: boolean | undefined, reason: string) => ({ value: value ?? null, reason });

/** The content of a service invoice or evaluation from its input (kind, charge and copies included). */
export function invoiceContentOf({ input, ctx, client }: { input: InvoiceInput; ctx: SubmissionContext; client: InvoiceClient }) {
  const mentor = input.mentor_id === undefined ? null : ctx.evaluationMentors.get(input.mentor_id) ?? null;
  const location = ctx.locations.get(input.location_id);
  const base = {
    kind: mentor ? 'evaluation' as const : 'service' as const,
    clientId: client.id, clientName: client.name, clientLastName: client.last_name,
    locationId: input.location_id, locationName: location?.name ?? '',
    mentorId: mentor?.id ?? null, mentorName: mentor?.name ?? null, mentorPercentage: null,
    paymentType: input.payment_type ?? 'other', dateOfService: input.date_of_service,
    amtPaidForProductsCents: input.amt_paid_for_products_cents, amtPaidForRetailProductsCents: input.amt_paid_for_retail_products_cents,
    amtPaidForWellnessProductsCents: input.amt_paid_for_wellness_products_cents, amtPaidForMpProductsCents: input.amt_paid_for_mp_products_cents,
    personalDiscountCents: input.personal_discount_cents, tipCents: input.tip_cents, comments: input.comments,
    conciergeFeePaid: input.concierge_fee_paid, gfe: input.gfe, semagConsultFee: input.semag_consult_fee, providerPurchased: input.provider_purchased,
    instantPay: input.instant_pay ?? ctx.employee.instant_pay, chargeOverridden: false,
    lineItems: snapshotLines(input, ctx),
    serviceExperience: answer(input.service_experience, input.service_experience_reason),
    comfortWithModality: answer(input.comfort_with_modality, input.comfort_with_modality_reason),
    mentorValueProvided: answer(input.mentor_value_provided, input.mentor_value_provided_reason),
  };
  return { ...base, ...computedAmounts(base, ratesOf(ctx.employee, ctx.settings)) };
}

export interface NewInvoice { id: string; number: number; groupId: string; now: string; images: { before: StoredImage[]; after: StoredImage[] } }

export function buildInvoice({ input, ctx, client, fresh }: { input: InvoiceInput; ctx: SubmissionContext; client: InvoiceClient; fresh: NewInvoice }): InvoiceRecord {
  const e = ctx.employee;
  return {
    ...invoiceContentOf({ input, ctx, client }),
    id: fresh.id, number: fresh.number, status: 'submitted', groupId: fresh.groupId,
    employeeId: e.id, employeeName: e.name, employeeVendorName: e.vendor_name, employeeEmail: e.email,
    sourceInvoiceId: null, notes: '', overheadFeeType: null, overheadFeeValue: null,
    beforeImages: fresh.images.before, afterImages: fresh.images.after,
    rejection: null, finalizedAt: null, finalizedBy: null, document: null, paidAt: null, paidMethod: null,
    stripeAccountId: null, stripeTransferId: null, feeInvoiceIds: [], deletedAt: null,
    createdAt: fresh.now, updatedAt: fresh.now, version: 1,
  };
}

const noAnswer = { value: null, reason: '' };

/** The fee content of a mentor on a source invoice: same client, place, date, lines and amounts; the fee as charge; nothing else. */
export function feeContentOf(source: InvoiceRecord, percentage: number, ctx: Pick<SubmissionContext, 'settings'>) {
  const charge = mentorFee(chargeInputOf(source), percentage, { fee_percents: ctx.settings.payment_method_fee_percent });
  return {
    ...source, kind: 'mentor_fee' as const, mentorId: null, mentorName: null, mentorPercentage: percentage,
    chargeCents: charge, computedChargeCents: charge, chargeOverridden: false,
    personalDiscountCents: 0, tipCents: 0, comments: '', notes: '', conciergeFeePaid: false, gfe: false, semagConsultFee: false,
    providerPurchased: false, instantPay: false, overheadFeeType: null, overheadFeeValue: null,
    serviceExperience: noAnswer, comfortWithModality: noAnswer, mentorValueProvided: noAnswer,
    beforeImages: [], afterImages: [], feeInvoiceIds: [],
  };
}

export function buildFeeInvoice({ source, mentor, percentage, ctx, fresh }: {
  source: InvoiceRecord; mentor: EmployeeRoot; percentage: number; ctx: Pick<SubmissionContext, 'settings'>; fresh: Omit<NewInvoice, 'images'>;
}): InvoiceRecord {
  return {
    ...feeContentOf(source, percentage, ctx), id: fresh.id, number: fresh.number, groupId: fresh.groupId,
    employeeId: mentor.id, employeeName: mentor.name, employeeVendorName: mentor.vendor_name, employeeEmail: mentor.email,
    sourceInvoiceId: source.id, createdAt: fresh.now, updatedAt: fresh.now, version: 1,
  };
}
