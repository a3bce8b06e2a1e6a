// DTO mappers for products.
import type { Product } from '#functions/contract/catalog.ts';
import type { ProductRoot } from '#functions/model/product-record.ts';

export const isActiveProduct = (product: ProductRoot): boolean => !product.archived;

export function toProduct(p: ProductRoot): Product {
  return {
    id: p.id, name: p.name, product_type: p.product_type, cost_price_cents: p.cost_price_cents,
    retail_price_cents: p.retail_price_cents, purchased_type: p.purchased_type, version: p.version,
  };
}

/** ProductRef for staff: the product without its version. */
export function toProductRef(p: ProductRoot): Omit<Product, 'version'> {
  const { version: _version, ...ref } = toProduct(p);
  return ref;
}
