// Invoice requests (REFERENCE §3.8, §4.4): the submission of 1–4 invoices (also mentorship
// evaluations), the admin edit and the owner's resubmission, images, id lists and the list queries.
// Amounts the browser computes (`charge`, `total_consumable_cost`, …) are not keys here: the server
// computes them with contract/invoice-charge.ts. Quantities are decimals (≤ 2 places, ≥ 0.01) that
// the server stores as integer hundredths (`toHundredths`). DTOs are in contract/invoice-views.ts.
import * as z from 'zod';
import { email, id, plainText, requiredText } from '#functions/contract/common.ts';
import { paymentTypes } from '#functions/contract/invoice-charge.ts';
import { isHundredths } from '#functions/contract/money.ts';
import { isoDate } from '#functions/contract/schedule.ts';

export const invoiceStatuses = ['submitted', 'rejected', 'finalized', 'payment_scheduled', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** Finalized or later (REFERENCE §2.8 `is_finalized`). */
export const finalizedStatuses: readonly InvoiceStatus[] = ['finalized', 'payment_scheduled', 'paid'];
export const invoiceKinds = ['service', 'mentor_fee', 'evaluation'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const overheadFeeTypes = ['percentage', 'fixed'] as const;
export type OverheadFeeType = (typeof overheadFeeTypes)[number];
export const paidMethods = ['transfer', 'manual'] as const;
export const lineSections = ['products', 'retail_products', 'wellness_products', 'mp_products'] as const;
export type LineSection = (typeof lineSections)[number];

export const paymentType = z.enum(paymentTypes, { message: 'Payment type is not valid' });
export const maxInvoicesPerGroup = 4;
export const maxImagesPerSide = 10;
export const maxLinesPerSection = 25;

const cents = z.number().multipleOf(1, 'Use whole cents').min(0, 'Must not be negative').max(100_000_000);
const quantity = z.number('Quantity must be a number').min(0.01, 'Quantity must be at least 0.01').max(100_000, 'Quantity is too large')
  .refine(isHundredths, 'Quantity allows at most 2 decimal places');
export const invoiceLine = z.object({ product_id: id, quantity });
export type InvoiceLineInput = z.infer<typeof invoiceLine>;
const lines = z.array(invoiceLine).max(maxLinesPerSection).default([]);
const uploadIds = z.array(id).max(maxImagesPerSide, `At most ${maxImagesPerSide} images per side`).default([]);
const reason = plainText(1000, { multiline: true }).default('');
const flag = z.boolean().default(false);

export const newClient = z.object({ name: requiredText(80), last_name: requiredText(80), email });

/** One invoice of a submission, also the body of a resubmission (without `new_client`). */
const invoiceFields = z.object({
  client_id: id.optional(),
  new_client: newClient.optional(),
  location_id: id,
  date_of_service: isoDate,
  /** Required on a service invoice; an evaluation defaults to `other`. */
  payment_type: paymentType.optional(),
  products: lines, retail_products: lines, wellness_products: lines, mp_products: lines,
  amt_paid_for_products_cents: cents.default(0),
  amt_paid_for_retail_products_cents: cents.default(0),
  amt_paid_for_wellness_products_cents: cents.default(0),
  amt_paid_for_mp_products_cents: cents.default(0),
  personal_discount_cents: cents.default(0),
  tip_cents: cents.default(0),
  comments: plainText(2000, { multiline: true }).default(''),
  /** Pay Faster; missing → the employee's `instant_pay`. */
  instant_pay: z.boolean().optional(),
  semag_consult_fee: flag, provider_purchased: flag, concierge_fee_paid: flag, gfe: flag,
  before_upload_ids: uploadIds, after_upload_ids: uploadIds,
  /** Present → a mentorship evaluation naming this mentor. */
  mentor_id: id.optional(),
  service_experience: z.boolean().optional(), service_experience_reason: reason,
  comfort_with_modality: z.boolean().optional(), comfort_with_modality_reason: reason,
  mentor_value_provided: z.boolean().optional(), mentor_value_provided_reason: reason,
});

type InvoiceFields = z.output<typeof invoiceFields>;
const lineCount = (v: InvoiceFields) => lineSections.reduce((n, s) => n + v[s].length, 0);

function checkInvoice(v: InvoiceFields, ctx: z.RefinementCtx, requireClient: boolean): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (requireClient && (v.client_id === undefined) === (v.new_client === undefined)) issue('client_id', 'Choose a client or enter a new one');
  if (lineCount(v) === 0) issue('products', 'Add at least one product');
  if (v.mentor_id === undefined) {
    if (v.payment_type === undefined) issue('payment_type', "Payment type can't be blank");
    return;
  }
  for (const answer of ['service_experience', 'comfort_with_modality', 'mentor_value_provided'] as const) {
    if (v[answer] === undefined) issue(answer, "Answer can't be blank");
  }
}

export const submittedInvoice = invoiceFields.superRefine((v, ctx) => checkInvoice(v, ctx, true));
export type SubmittedInvoice = z.output<typeof submittedInvoice>;

const invoiceList = z.array(submittedInvoice).min(1, 'Submit at least one invoice').max(maxInvoicesPerGroup, `At most ${maxInvoicesPerGroup} invoices at a time`);
/** POST /api/invoice_groups: `{invoices:[…]}` or a bare array of the same objects. */
export const submitInvoicesBody = z.union([z.object({ invoices: invoiceList }), invoiceList])
  .transform((v) => (Array.isArray(v) ? v : v.invoices));
export type SubmitInvoicesBody = z.output<typeof submitInvoicesBody>;

/** PATCH /api/invoices/{id} by an admin (submitted or finalized): informational edits and the charge override. */
export const adminInvoiceEdit = z.object({
  charge_cents: cents.optional(),
  notes: plainText(2000, { multiline: true }).optional(),
  overhead_fee_type: z.enum(overheadFeeTypes).nullable().optional(),
  /** A percent (0–100) with `percentage`, cents with `fixed`. */
  overhead_fee_value: z.number().multipleOf(1, 'Use a whole number').min(0).max(100_000_000).nullable().optional(),
  instant_pay: z.boolean().optional(),
  version: z.int().min(1).optional(),
}).strict().superRefine((v, ctx) => {
  const value = v.overhead_fee_value ?? null;
  if (value !== null && (v.overhead_fee_type ?? null) === null) ctx.addIssue({ code: 'custom', path: ['overhead_fee_type'], message: "Overhead fee type can't be blank" });
  if (v.overhead_fee_type === 'percentage' && value !== null && value > 100) {
    ctx.addIssue({ code: 'custom', path: ['overhead_fee_value'], message: 'A percentage is at most 100' });
  }
});
export type AdminInvoiceEdit = z.output<typeof adminInvoiceEdit>;

/** PATCH /api/invoices/{id} by the owner of a rejected invoice: the submission keys (the client is kept or changed by id). */
export const resubmitInvoice = invoiceFields.omit({ new_client: true }).extend({ version: z.int().min(1).optional() })
  .superRefine((v, ctx) => checkInvoice({ ...v, new_client: undefined }, ctx, false));
export type ResubmitInvoice = z.output<typeof resubmitInvoice>;

/** The PATCH body is one or the other; the service decides by role, ownership and status. */
export const updateInvoiceBody = z.union([adminInvoiceEdit, resubmitInvoice]);
export type UpdateInvoiceBody = z.output<typeof updateInvoiceBody>;

/** PUT /api/invoices/{id}/update_images: new upload ids and stored image ids to drop, per side. */
export const updateImagesBody = z.object({
  before_upload_ids: uploadIds, after_upload_ids: uploadIds,
  deleted_before_image_ids: z.array(id).max(maxImagesPerSide).default([]),
  deleted_after_image_ids: z.array(id).max(maxImagesPerSide).default([]),
});
export type UpdateImagesBody = z.output<typeof updateImagesBody>;
export type UpdateImagesInput = z.input<typeof updateImagesBody>;

export const maxIdsPerCall = 50;
const idList = z.array(id).min(1, 'Choose at least one invoice').max(maxIdsPerCall);
/** `{ids:[…]}` or `{ids:[{id}]}` or a bare `[{id}]` (REFERENCE §4.4 finalize_multiple). */
export const invoiceIdsBody = z.union([
  z.object({ ids: z.union([idList, z.array(z.object({ id })).min(1).max(maxIdsPerCall)]) }),
  z.array(z.object({ id })).min(1).max(maxIdsPerCall),
]).transform((v) => {
  const list = Array.isArray(v) ? v : v.ids;
  return [...new Set(list.map((item) => (typeof item === 'string' ? item : item.id)))];
});
export type InvoiceIdsBody = z.output<typeof invoiceIdsBody>;

export const rejectInvoiceBody = z.object({
  feedback: z.string("Feedback can't be blank").trim().min(1, "Feedback can't be blank").pipe(plainText(2000, { multiline: true })),
});
export type RejectInvoiceBody = z.output<typeof rejectInvoiceBody>;
