import * as z from 'zod';
import { treatment } from '#functions/contract/catalog.ts';
import { listBaseTreatmentViews } from '#functions/catalog/treatment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/base_treatments: the treatments admins created (the "base-treatments" tab). */
export const listBaseTreatmentsEndpoint = defineEndpoint({
  access: 'staff',
  response: z.array(treatment),
  handler: () => listBaseTreatmentViews(),
});
