// DTO mappers for products. The purchased type of a legacy row without one reads as the default.
import { purchasedType, type Product } from '#functions/contract/catalog.ts';
import { int, type Item } from '#functions/lib/db/read.ts';

export const isActiveProduct = (item: Item): boolean => item.archived !== true;

export function toProduct(item: Item): Product {
  const purchased = purchasedType.safeParse(item.purchased_type);
  return {
    id: String(item.id), name: String(item.name ?? ''), product_type: String(item.product_type ?? ''),
    cost_price_cents: int(item.cost_price_cents, 0), retail_price_cents: int(item.retail_price_cents, 0),
    purchased_type: purchased.success ? purchased.data : 'practice_purchased', version: int(item.version, 1),
  };
}

/** ProductRef for staff: the product without its version. */
export function toProductRef(item: Item): Omit<Product, 'version'> {
  const { version: _version, ...ref } = toProduct(item);
  return ref;
}
