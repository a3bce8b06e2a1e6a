import { treatment, treatmentParams, updateTreatmentBody } from '#functions/contract/catalog.ts';
import { updateTreatment } from '#functions/catalog/treatment-write-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PUT /api/treatments/{id}: replaces the treatment (owner or admin; stale `version` → 409). */
export const updateTreatmentEndpoint = defineEndpoint({
  access: 'staff',
  params: treatmentParams,
  body: updateTreatmentBody,
  bodyWrapper: 'treatment',
  response: treatment,
  handler: ({ params, body, caller }) => updateTreatment(caller, params.id, body),
});
