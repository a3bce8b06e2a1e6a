// GET /api/treatment_products: the active products a treatment may use, as `{id, name}`, for the
// treatment form's picker. Its key sits under the products' so a product write refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { namedProduct } from '#functions/contract/catalog.ts';
import { productsKey } from '#web/features/products/api/get-products.ts';
import { apiJson } from '#web/lib/api-client.ts';

export type NamedProduct = z.infer<typeof namedProduct>;

export async function getTreatmentProducts(signal?: AbortSignal): Promise<NamedProduct[]> {
  const list = await apiJson('catalog.treatment_products', { schema: z.array(namedProduct), signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function treatmentProductsQueryOptions() {
  return queryOptions({ queryKey: [...productsKey, 'treatment-picker'], queryFn: ({ signal }) => getTreatmentProducts(signal) });
}

export function useTreatmentProducts() {
  return useQuery(treatmentProductsQueryOptions());
}
