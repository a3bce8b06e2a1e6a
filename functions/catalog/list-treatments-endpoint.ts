import { treatmentListQuery, treatmentListResponse } from '#functions/contract/catalog.ts';
import { listEmployeeTreatments } from '#functions/catalog/treatment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/treatments?employee_id (public): an employee's own treatments; staff see the full view. */
export const listTreatmentsEndpoint = defineEndpoint({
  access: 'public',
  query: treatmentListQuery,
  response: treatmentListResponse,
  handler: ({ query, caller }) => listEmployeeTreatments(caller, query.employee_id),
});
