import * as z from 'zod';
import { namedProduct } from '#functions/contract/catalog.ts';
import { listTreatmentProducts } from '#functions/catalog/treatment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/treatment_products: the product picker of the treatment form. */
export const listTreatmentProductsEndpoint = defineEndpoint({
  access: 'staff',
  response: z.array(namedProduct),
  handler: () => listTreatmentProducts(),
});
