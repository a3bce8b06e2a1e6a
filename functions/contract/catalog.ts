// The practice catalogue (REFERENCE §2.3, §3.5, §4.3): products and treatments. Money is integer
// cents; a treatment's `quantity` (product units used) is a decimal with at most 2 places.
import * as z from 'zod';
import { employeeRef, id, plainText, requiredText } from '#functions/contract/common.ts';
import { isHundredths } from '#functions/contract/money.ts';

/**
 * Whole numbers through `multipleOf(1)` rather than `z.int()`: zod reports a fraction for `z.int()` as
 * a wrong type, which the API would word as "can't be blank".
 */
const whole = (message: string) => z.number().multipleOf(1, message);
const cents = whole('Use whole cents').min(0, 'Must not be negative').max(100_000_000);

export const purchasedTypes = ['practice_purchased', 'provider_purchased', 'mentorship_purchased'] as const;
export const purchasedType = z.enum(purchasedTypes, { message: 'Purchased type is not valid' });
export type PurchasedType = z.infer<typeof purchasedType>;

const productFields = {
  name: requiredText(120),
  /** Free text (REFERENCE §6); "Retail" and "Wellness" in it pick the invoice picker section. */
  product_type: requiredText(80),
  cost_price_cents: cents,
  retail_price_cents: cents,
  purchased_type: purchasedType,
};

/** POST /api/products/new (flat or wrapped under `product`). */
export const createProductBody = z.object({ ...productFields, purchased_type: purchasedType.default('practice_purchased') });
export type CreateProductBody = z.infer<typeof createProductBody>;

/** PATCH /api/products/{id}: only the keys sent change. */
export const updateProductBody = z.object(productFields).partial().extend({ version: z.int().min(1) });
export type UpdateProductBody = z.infer<typeof updateProductBody>;

/** Product, and ProductRef for staff (REFERENCE §4.0). */
export const product = z.object({
  id: z.string(),
  name: z.string(),
  product_type: z.string(),
  cost_price_cents: z.int(),
  retail_price_cents: z.int(),
  purchased_type: purchasedType,
  /** Send back on PATCH: a stale version answers 409. */
  version: z.int(),
});
export type Product = z.infer<typeof product>;

export const productParams = z.object({ id });
/** Without `employee_id`: every active product. With it: the products that employee holds stock of. */
export const productListQuery = z.object({ employee_id: id.optional() });

/** What clients and the public may know of a product: no prices the practice pays. */
export const publicProductRef = z.object({ id: z.string(), name: z.string(), product_type: z.string() });
export const namedProduct = z.object({ id: z.string(), name: z.string() });

/** Product units a treatment uses: > 0, at most 2 decimal places (stored as integer hundredths). */
const unitsUsed = z
  .number('Quantity must be a number')
  .gt(0, 'Quantity must be greater than 0')
  .max(100_000)
  .refine(isHundredths, 'Quantity allows at most 2 decimal places');

/** POST /api/treatments; PUT /api/treatments/{id} sends the same fields plus `version`. */
export const treatmentBody = z.object({
  name: requiredText(120),
  duration_minutes: whole('Duration must be whole minutes').min(5, 'Duration must be at least 5 minutes').max(480, 'Duration must be at most 480 minutes'),
  product_id: id,
  description: plainText(2000, { multiline: true }).default(''),
  cost_cents: whole('Use whole cents').min(1, 'Price must be greater than 0').max(100_000_000),
  quantity: unitsUsed,
  /** Cleanup time after the appointment, in minutes; the employee stays busy for it. Omitted: unchanged (0 on create). */
  buffer_minutes: whole('Buffer must be whole minutes').min(0, 'Buffer must not be negative').max(120, 'Buffer must be at most 120 minutes').optional(),
  /** Admins only: whose treatment it is. For anyone else the creator is always the caller. */
  created_by: id.optional(),
});
export type TreatmentBody = z.infer<typeof treatmentBody>;
export const updateTreatmentBody = treatmentBody.extend({ version: z.int().min(1) });
export type UpdateTreatmentBody = z.infer<typeof updateTreatmentBody>;

/** The staff view (REFERENCE §4.0). `is_base`: an admin created it (the base-treatments tab). */
export const treatment = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cost_cents: z.int(),
  quantity: z.number(),
  duration_minutes: z.int(),
  buffer_minutes: z.int().optional(),
  is_base: z.boolean(),
  employee: employeeRef,
  product: product.omit({ version: true }),
  /** The intake forms linked to it (issue 19; linked from the form's `treatment_ids`). */
  intake_form_ids: z.array(z.string()).optional(),
  version: z.int(),
});
export type Treatment = z.infer<typeof treatment>;

/** What the public and clients see of a bookable treatment. */
export const bookableTreatment = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.int(),
  cost_cents: z.int(),
  product: publicProductRef,
});
export type BookableTreatment = z.infer<typeof bookableTreatment>;

export const treatmentParams = z.object({ id });
/** `employee_id` is required: an employee's own treatments are their bookable ones. */
export const treatmentListQuery = z.object({ employee_id: id });

/**
 * GET /api/treatments: staff get [Treatment], everyone else [BookableTreatment]. The richer shape is
 * tried first, so a staff answer keeps its fields; a bookable answer cannot pass it.
 */
export const treatmentListResponse = z.union([z.array(treatment), z.array(bookableTreatment)]);

/** GET /api/schedule_treatments: what a client may book with that employee. */
export const scheduleTreatment = z.object({
  id: z.string(),
  name: z.string(),
  duration_minutes: z.int(),
  cost_cents: z.int(),
  quantity: z.number(),
  product: publicProductRef,
});
export type ScheduleTreatment = z.infer<typeof scheduleTreatment>;
