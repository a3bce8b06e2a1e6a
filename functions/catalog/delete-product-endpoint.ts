import { productParams } from '#functions/contract/catalog.ts';
import { deleteProduct } from '#functions/catalog/product-delete-service.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/products/{id} (admin): archives it; 409 while stock, requests or treatments still use it. */
export const deleteProductEndpoint = defineEndpoint({
  access: 'admin',
  params: productParams,
  status: 204,
  response: noContent,
  handler: ({ params }) => deleteProduct(params.id),
});
