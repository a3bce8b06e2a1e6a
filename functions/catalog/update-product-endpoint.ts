import { product, productParams, updateProductBody } from '#functions/contract/catalog.ts';
import { updateProduct } from '#functions/catalog/product-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/products/{id} (admin): the fields sent plus `version` (stale → 409). */
export const updateProductEndpoint = defineEndpoint({
  access: 'admin',
  params: productParams,
  body: updateProductBody,
  bodyWrapper: 'product',
  response: product,
  handler: ({ params, body }) => updateProduct(params.id, body),
});
