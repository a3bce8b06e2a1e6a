import { treatment, treatmentParams } from '#functions/contract/catalog.ts';
import { readTreatment } from '#functions/catalog/treatment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/treatments/{id}. */
export const getTreatmentEndpoint = defineEndpoint({
  access: 'staff',
  params: treatmentParams,
  response: treatment,
  handler: ({ params }) => readTreatment(params.id),
});
