// DELETE /api/products/{id} (admin): archives the product, 204. Refused with 409 `invalid_state`
// "Product still has stock or open prompts/requests" while anything live uses it; `fields` then
// names each reason (stock, prompts, requests, treatments), which the dialog lists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsKey } from '#web/features/products/api/get-products.ts';
import { apiJson } from '#web/lib/api-client.ts';

export async function deleteProduct(id: string): Promise<void> {
  await apiJson('catalog.product_delete', { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }) });
}
