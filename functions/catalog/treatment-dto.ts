// DTO mappers for treatments: the staff view (with the full ProductRef), and the public and
// schedule views, which use only the product's name and type copied onto the treatment.
import type { BookableTreatment, ScheduleTreatment, Treatment } from '#functions/contract/catalog.ts';
import { toProductRef } from '#functions/catalog/product-dto.ts';
import { fromHundredths } from '#functions/catalog/treatment-repository.ts';
import { int, type Item } from '#functions/lib/db/read.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const publicProduct = (item: Item) => ({ id: text(item.product_id), name: text(item.product_name), product_type: text(item.product_type) });

export function toTreatment(item: Item, product: Item): Treatment {
  return {
    id: text(item.id), name: text(item.name), description: text(item.description), cost_cents: int(item.cost_cents, 0),
    quantity: fromHundredths(int(item.quantity, 0)), duration_minutes: int(item.duration_minutes, 0),
    buffer_minutes: int(item.buffer_minutes, 0), is_base: item.is_base === true,
    employee: { id: text(item.created_by), name: text(item.employee_name) }, product: toProductRef(product), version: int(item.version, 1),
  };
}

export const toBookableTreatment = (item: Item): BookableTreatment => ({
  id: text(item.id), name: text(item.name), description: text(item.description),
  duration_minutes: int(item.duration_minutes, 0), cost_cents: int(item.cost_cents, 0), product: publicProduct(item),
});

export const toScheduleTreatment = (item: Item): ScheduleTreatment => ({
  id: text(item.id), name: text(item.name), duration_minutes: int(item.duration_minutes, 0),
  cost_cents: int(item.cost_cents, 0), quantity: fromHundredths(int(item.quantity, 0)), product: publicProduct(item),
});
