import { deleteUnavailabilityQuery, idParams } from '#functions/contract/schedule.ts';
import { deleteUnavailability } from '#functions/schedule/availability/unavailability-service.ts';
import { defineEndpoint, noContent } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/unavailabilities/{id}: the row, or with `occurrence_start` one week of a weekly block ("For Every Week"). */
export const deleteUnavailabilityEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  query: deleteUnavailabilityQuery,
  status: 204,
  response: noContent,
  handler: ({ caller, params, query }) => deleteUnavailability(caller, params.id, query.occurrence_start),
});
