import { treatmentParams } from '#functions/contract/catalog.ts';
import { deleteTreatment } from '#functions/catalog/treatment-write-service.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/treatments/{id}: archives it (owner or admin). */
export const deleteTreatmentEndpoint = defineEndpoint({
  access: 'staff',
  params: treatmentParams,
  status: 204,
  response: noContent,
  handler: ({ params, caller }) => deleteTreatment(caller, params.id),
});
