import * as z from 'zod';
import { appointment, clientAppointmentsQuery } from '#functions/contract/schedule.ts';
import { listOwnAppointments } from '#functions/schedule/appointments/appointment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/client/appointments: the client's own appointments. */
export const listClientAppointmentsEndpoint = defineEndpoint({
  access: 'client',
  query: clientAppointmentsQuery,
  response: z.array(appointment),
  handler: ({ caller, query }) => listOwnAppointments(caller, query.include_cancelled),
});
