// PATCH /api/products/{id} (admin): the fields sent plus the `version` the form started from (stale →
// 409 `conflict`). Treatments show their product's name and type, so they are stale afterwards too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { product, type Product, type UpdateProductBody } from '#functions/contract/catalog.ts';
import { productsKey } from '#web/features/products/api/get-products.ts';
import { treatmentsKey } from '#web/features/treatments/api/get-my-treatments.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function updateProduct(id: string, body: UpdateProductBody): Promise<Product> {
  return apiJson('catalog.product_update', { params: { id }, body, schema: product });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => updateProduct(id, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: productsKey }), queryClient.invalidateQueries({ queryKey: treatmentsKey })]),
  });
}
