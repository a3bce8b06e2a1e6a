// POST /api/products/new (admin): 201 with the new product; a taken name answers 422 with
// `name: "Product name already exists"`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { product, type CreateProductBody, type Product } from '#functions/contract/catalog.ts';
import { productsKey } from '#web/features/products/api/get-products.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function createProduct(body: CreateProductBody): Promise<Product> {
  return apiJson('catalog.product_create', { body, schema: product });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }) });
}
