import { treatment, treatmentBody } from '#functions/contract/catalog.ts';
import { createTreatment } from '#functions/catalog/treatment-write-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/treatments: staff create their own; admins may name the creator. */
export const createTreatmentEndpoint = defineEndpoint({
  access: 'staff',
  body: treatmentBody,
  bodyWrapper: 'treatment',
  status: 201,
  response: treatment,
  handler: ({ body, caller }) => createTreatment(caller, body),
});
