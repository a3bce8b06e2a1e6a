// Products as inventory sees them, read through the catalog's repository (AP-CAT-1, AP-CAT-2).
import { getProduct, listProducts, loadProducts } from '#functions/catalog/public.ts';
import type { ProductRef } from '#functions/contract/inventory.ts';
import { toProductRef, type ProductRefs } from '#functions/inventory/inventory-dto.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';

/** ProductRefs of the given ids (one BatchGet). */
export async function productRefs(ids: Iterable<string>): Promise<ProductRefs> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const items = await loadProducts(unique);
  return new Map([...items].map(([id, item]) => [id, toProductRef(item)]));
}

/** Every active product, by id. */
export async function activeProductRefs(): Promise<ProductRefs> {
  const items = await listProducts();
  return new Map(items.filter((p) => !p.archived).map((p) => [p.id, toProductRef(p)]));
}

/** A product that exists and is not archived (404 otherwise): stock moves only for live products. */
export async function liveProduct(id: string): Promise<ProductRef> {
  const item = await getProduct(id, true);
  if (!item || item.archived) throw notFound('Product not found');
  return toProductRef(item);
}

export const productDisplay = (refs: Iterable<ProductRef>): Map<string, { name: string; type: string }> =>
  new Map([...refs].map((r) => [r.id, { name: r.name, type: r.product_type }]));
