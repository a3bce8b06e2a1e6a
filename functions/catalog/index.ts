// Lambda entry of the catalog group: products and treatments.
import { createProductEndpoint } from '#functions/catalog/create-product-endpoint.ts';
import { createTreatmentEndpoint } from '#functions/catalog/create-treatment-endpoint.ts';
import { deleteProductEndpoint } from '#functions/catalog/delete-product-endpoint.ts';
import { deleteTreatmentEndpoint } from '#functions/catalog/delete-treatment-endpoint.ts';
import { getTreatmentEndpoint } from '#functions/catalog/get-treatment-endpoint.ts';
import { listBaseTreatmentsEndpoint } from '#functions/catalog/list-base-treatments-endpoint.ts';
import { listProductsEndpoint } from '#functions/catalog/list-products-endpoint.ts';
import { listScheduleTreatmentsEndpoint } from '#functions/catalog/list-schedule-treatments-endpoint.ts';
import { listTreatmentProductsEndpoint } from '#functions/catalog/list-treatment-products-endpoint.ts';
import { listTreatmentsEndpoint } from '#functions/catalog/list-treatments-endpoint.ts';
import { updateProductEndpoint } from '#functions/catalog/update-product-endpoint.ts';
import { updateTreatmentEndpoint } from '#functions/catalog/update-treatment-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';

export const handler = createGroupHandler('catalog', {
  'catalog.products': listProductsEndpoint,
  'catalog.product_create': createProductEndpoint,
  'catalog.product_update': updateProductEndpoint,
  'catalog.product_delete': deleteProductEndpoint,
  'catalog.treatments': listTreatmentsEndpoint,
  'catalog.treatment': getTreatmentEndpoint,
  'catalog.treatment_create': createTreatmentEndpoint,
  'catalog.treatment_update': updateTreatmentEndpoint,
  'catalog.treatment_delete': deleteTreatmentEndpoint,
  'catalog.base_treatments': listBaseTreatmentsEndpoint,
  'catalog.schedule_treatments': listScheduleTreatmentsEndpoint,
  'catalog.treatment_products': listTreatmentProductsEndpoint,
});
