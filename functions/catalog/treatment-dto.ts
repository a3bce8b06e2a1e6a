// DTO mappers for treatments: the staff view (with the full ProductRef), and the public and
// schedule views, which use only the product's name and type copied onto the treatment.
import type { BookableTreatment, ScheduleTreatment, Treatment } from '#functions/contract/catalog.ts';
import { toProductRef } from '#functions/catalog/product-dto.ts';
import type { ProductRoot } from '#functions/model/product-record.ts';
import type { TreatmentRecord } from '#functions/model/treatment-record.ts';
import { fromHundredths } from '#functions/contract/money.ts';

const publicProduct = (t: TreatmentRecord) => ({ id: t.product_id, name: t.product_name, product_type: t.product_type });

export function toTreatment(t: TreatmentRecord, product: ProductRoot): Treatment {
  return {
    id: t.id, name: t.name, description: t.description, cost_cents: t.cost_cents,
    quantity: fromHundredths(t.quantity), duration_minutes: t.duration_minutes,
    buffer_minutes: t.buffer_minutes, is_base: t.is_base,
    employee: { id: t.created_by, name: t.employee_name }, product: toProductRef(product), intake_form_ids: t.intake_form_ids, version: t.version,
  };
}

export const toBookableTreatment = (t: TreatmentRecord): BookableTreatment => ({
  id: t.id, name: t.name, description: t.description,
  duration_minutes: t.duration_minutes, cost_cents: t.cost_cents, product: publicProduct(t),
});

export const toScheduleTreatment = (t: TreatmentRecord): ScheduleTreatment => ({
  id: t.id, name: t.name, duration_minutes: t.duration_minutes,
  cost_cents: t.cost_cents, quantity: fromHundredths(t.quantity), product: publicProduct(t),
});
