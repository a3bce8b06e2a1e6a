import { scheduleClients, scheduleClientsQuery } from '#functions/contract/schedule.ts';
import { listScheduleClients } from '#functions/schedule/appointments/schedule-clients-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/schedule_clients: the clients the caller may book for. */
export const listScheduleClientsEndpoint = defineEndpoint({
  access: 'staff',
  query: scheduleClientsQuery,
  response: scheduleClients,
  handler: ({ caller, query }) => listScheduleClients(caller, query.employee_id),
});
