// GET /api/products: every active product, by name (REFERENCE §3.5). All staff read the list; only
// admins write. Cached for 15 minutes; every product write invalidates `productsKey`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { product, type Product } from '#functions/contract/catalog.ts';
import { apiJson } from '#web/lib/api-client.ts';

/** The root of every products query (the treatment form's product picker too). */
export const productsKey = ['products'] as const;

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const list = await apiJson('catalog.products', { schema: z.array(product), signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function productsQueryOptions() {
  return queryOptions({ queryKey: [...productsKey, 'list'], queryFn: ({ signal }) => getProducts(signal) });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
