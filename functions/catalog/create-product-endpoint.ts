import { createProductBody, product } from '#functions/contract/catalog.ts';
import { createProduct } from '#functions/catalog/product-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/products/new (admin): 201 with the new product. */
export const createProductEndpoint = defineEndpoint({
  access: 'admin',
  body: createProductBody,
  bodyWrapper: 'product',
  status: 201,
  response: product,
  handler: ({ body }) => createProduct(body),
});
