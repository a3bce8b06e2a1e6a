import * as z from 'zod';
import { product, productListQuery } from '#functions/contract/catalog.ts';
import { listActiveProducts } from '#functions/catalog/product-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/products: active products; `employee_id` narrows to those that employee holds stock of. */
export const listProductsEndpoint = defineEndpoint({
  access: 'staff',
  query: productListQuery,
  response: z.array(product),
  handler: ({ query, caller }) => listActiveProducts(caller, query.employee_id),
});
