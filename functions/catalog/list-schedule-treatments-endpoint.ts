import * as z from 'zod';
import { scheduleTreatment, treatmentListQuery } from '#functions/contract/catalog.ts';
import { listScheduleTreatments } from '#functions/catalog/treatment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/schedule_treatments?employee_id: what can be booked with that employee. */
export const listScheduleTreatmentsEndpoint = defineEndpoint({
  access: 'staff',
  query: treatmentListQuery,
  response: z.array(scheduleTreatment),
  handler: ({ query }) => listScheduleTreatments(query.employee_id),
});
