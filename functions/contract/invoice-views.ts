// Invoice answers and list queries (REFERENCE §4.0 Invoice / InvoiceItem, §4.4): the full Invoice,
// the list row, the page, and the answers of finalize, finalize_multiple, destroy_multiple and
// mark_paid. Money is integer cents, quantities decimals (stored as hundredths).
import * as z from 'zod';
import { clientRef, employeeRef, id, locationRef, plainText } from '#functions/contract/common.ts';
import { purchasedType } from '#functions/contract/catalog.ts';
import { fileRef } from '#functions/contract/files.ts';
import { paymentTypes } from '#functions/contract/invoice-charge.ts';
import { invoiceKinds, invoiceStatuses, overheadFeeTypes, paidMethods } from '#functions/contract/invoices.ts';
import { isoDate } from '#functions/contract/schedule.ts';

export const invoiceLineView = z.object({
  product_id: z.string(), name: z.string(), quantity: z.number(), cost_price_cents: z.int(), retail_price_cents: z.int(),
  purchased_type: purchasedType, total_cents: z.int(),
});
export type InvoiceLineView = z.infer<typeof invoiceLineView>;
const lineList = z.array(invoiceLineView);
export const invoiceEmployee = z.object({ id: z.string(), name: z.string(), vendor_name: z.string().nullable() });

/** InvoiceItem: the list row. */
export const invoiceItem = z.object({
  id: z.string(), number: z.int(), kind: z.enum(invoiceKinds), status: z.enum(invoiceStatuses),
  is_finalized: z.boolean(), is_paid: z.boolean(), charge_cents: z.int().nullable(), instant_pay: z.boolean(),
  date_of_service: z.string(), created_at: z.string(), invoice_group_id: z.string(), source_invoice_id: z.string().nullable(),
  employee: invoiceEmployee, client: clientRef, location: locationRef, mentor: employeeRef.nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const invoicePage = z.object({ invoices: z.array(invoiceItem), current_page: z.int(), total_pages: z.int(), total_entries: z.int() });
export type InvoicePage = z.infer<typeof invoicePage>;

export const rejectionView = z.object({ feedback: z.string(), rejected_at: z.string(), rejected_by: employeeRef });
/** The invoice's ScheduledPayout (REFERENCE §4.4): what it pays, when it was due and when the transfer paid it. */
export const payoutView = z.object({
  status: z.string(), amount_cents: z.int(), scheduled_at: z.string().nullable(), transfer_id: z.string().nullable(), transferred_at: z.string().nullable(),
});

/** Invoice: every public field of REFERENCE §2.6 (no storage keys, no one else's history). */
export const invoiceView = invoiceItem.extend({
  employee: invoiceEmployee.extend({ email: z.string() }),
  client_name: z.string(), employee_name: z.string(),
  /** `YYYY-MM-DD` of the submission (REFERENCE §4.0); `submitted_at` is the instant. */
  submitted_at: z.string(), updated_at: z.string(), version: z.int(),
  mentor_id: z.string().nullable(), location_id: z.string(), client_id: z.string(), employee_id: z.string(),
  computed_charge_cents: z.int().nullable(), charge_overridden: z.boolean(),
  payment_type: z.enum(paymentTypes),
  amt_paid_for_products_cents: z.int(), amt_paid_for_retail_products_cents: z.int(),
  amt_paid_for_wellness_products_cents: z.int(), amt_paid_for_mp_products_cents: z.int(),
  total_client_paid_cents: z.int(), client_paid_net_cents: z.int(), total_consumable_cost_cents: z.int(),
  personal_discount_cents: z.int(), tip_cents: z.int(), comments: z.string(), notes: z.string(),
  concierge_fee_paid: z.boolean(), gfe: z.boolean(), semag_consult_fee: z.boolean(), provider_purchased: z.boolean(),
  overhead_fee_type: z.enum(overheadFeeTypes).nullable(), overhead_fee_value: z.int().nullable(),
  line_items: z.object({ products: lineList, retail_products: lineList, wellness_products: lineList, mp_products: lineList }),
  service_experience: z.boolean().nullable(), service_experience_reason: z.string(),
  comfort_with_modality: z.boolean().nullable(), comfort_with_modality_reason: z.string(),
  mentor_value_provided: z.boolean().nullable(), mentor_value_provided_reason: z.string(),
  before_images: z.array(fileRef), after_images: z.array(fileRef),
  rejection: rejectionView.nullable(),
  finalized_at: z.string().nullable(), finalized_by: employeeRef.nullable(),
  paid_at: z.string().nullable(), paid_method: z.enum(paidMethods).nullable(), stripe_transfer_id: z.string().nullable(),
  fee_invoice_ids: z.array(z.string()),
  fellow_non_finalized_invoices: z.array(z.string()),
  payout: payoutView.nullable(),
});
export type Invoice = z.infer<typeof invoiceView>;

/** 201 of POST /api/invoice_groups: the submitted invoices (not the fee invoices). */
export const submitInvoicesResponse = z.object({ id: z.string(), finalized_totally: z.boolean(), invoices: z.array(invoiceView) });
export type SubmitInvoicesResponse = z.infer<typeof submitInvoicesResponse>;
export const finalizeResponse = z.object({ invoice: invoiceView, group_finalized: z.boolean(), pending_invoice_ids: z.array(z.string()) });
export type FinalizeResponse = z.infer<typeof finalizeResponse>;
export const bulkResult = z.object({ id: z.string(), ok: z.boolean(), error: z.string().optional() });
export const finalizeMultipleResponse = z.object({ results: z.array(bulkResult), message: z.array(z.string()) });
export type FinalizeMultipleResponse = z.infer<typeof finalizeMultipleResponse>;
export const destroyMultipleResponse = z.object({ message: z.string(), errors: z.array(z.object({ id: z.string(), error: z.string() })) });
export type DestroyMultipleResponse = z.infer<typeof destroyMultipleResponse>;
export const invoiceResponse = z.object({ invoice: invoiceView });
export const markPaidResponse = z.object({ message: z.string(), invoice: invoiceView });
export type MarkPaidResponse = z.infer<typeof markPaidResponse>;

// ---------------------------------------------------------------- list queries

const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
export const invoicePageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
};
/** GET /api/invoices (staff: own; admin: all, by status). */
export const invoicesQuery = z.object({ ...invoicePageQuery, status: z.enum(invoiceStatuses).optional() });
export const searchFields = ['invoice_id', 'client_name', 'employee_name'] as const;
/** GET /api/invoice_lists (admin). */
export const invoiceListsQuery = z.object({
  ...invoicePageQuery, is_finalized: queryFlag.optional(), status: z.enum(invoiceStatuses).optional(),
  query: plainText(100).optional(), field: z.enum(searchFields).default('invoice_id'),
});
export const finalizedInvoiceQuery = z.object(invoicePageQuery);
export const employeesInvoiceQuery = z.object({ ...invoicePageQuery, is_finalized: queryFlag.optional(), employee_id: id.optional() });
export const mentorsInvoiceQuery = z.object({ ...invoicePageQuery, employee_id: id.optional() });
/** `is_admin` is accepted and ignored: the role comes from the session. */
export const mentorshipInvoicesQuery = z.object({ employee_id: id.optional(), is_admin: queryFlag.optional() });
export const employeeInvoicesQuery = z.object({ employee_id: id.optional() });
export const invoiceAges = ['30', '60', '90', '180', '365'] as const;
/** GET /api/invoices/{client_id}/client_invoices. */
export const clientInvoicesQuery = z.object({
  ...invoicePageQuery, location_id: id.optional(), employee_id: id.optional(), is_paid: queryFlag.optional(),
  start_date: isoDate.optional(), end_date: isoDate.optional(), invoice_age: z.enum(invoiceAges).optional(),
});
export const receiptQuery = z.object({ client_id: id, employee_id: id.optional() });
export const employeeInvoiceOption = z.object({ id: z.string(), client_name: z.string() });

/**
 * GET /api/invoice_charge_rates: the practice's share of the settings the charge function reads
 * (REFERENCE §2.1), for the `/addinvoice` preview of any staff member; the rest of the settings stay admin-only.
 */
export const invoiceChargeRates = z.object({
  payment_method_fee_percent: z.object({ credit_card: z.number(), cherry: z.number(), other: z.number() }),
  instant_pay_fee_percent: z.number(),
});
export type InvoiceChargeRates = z.infer<typeof invoiceChargeRates>;
