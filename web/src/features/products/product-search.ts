// The product list's search (REFERENCE §5 "Products": search by name or type) and the product types
// in use, which the product form suggests.
import type { Product } from '#functions/contract/catalog.ts';

export function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || product.name.toLowerCase().includes(needle) || product.product_type.toLowerCase().includes(needle);
}

/** Each type once, as first written, in alphabetical order. */
export function productTypesOf(products: readonly Product[]): string[] {
  const byKey = new Map<string, string>();
  for (const product of products) {
    const key = product.product_type.trim().toLowerCase();
    if (key !== '' && !byKey.has(key)) byKey.set(key, product.product_type.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
