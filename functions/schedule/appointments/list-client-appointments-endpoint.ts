import * as z from 'zod';
import { appointmentWithForms, clientAppointmentsQuery } from '#functions/contract/schedule.ts';
import { listOwnAppointments } from '#functions/schedule/appointments/appointment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/client/appointments: the client's own appointments, each with its pending intake forms. */
export const listClientAppointmentsEndpoint = defineEndpoint({
  access: 'client',
  query: clientAppointmentsQuery,
  response: z.array(appointmentWithForms),
  handler: ({ caller, query }) => listOwnAppointments(caller, query.include_cancelled),
});
