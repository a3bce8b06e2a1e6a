import * as z from 'zod';
import { appointment, appointmentListQuery } from '#functions/contract/schedule.ts';
import { listStaffAppointments } from '#functions/schedule/appointments/appointment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/appointments: light rows for the staff calendar and lists. */
export const listAppointmentsEndpoint = defineEndpoint({
  access: 'staff',
  query: appointmentListQuery,
  response: z.array(appointment),
  handler: ({ caller, query }) => listStaffAppointments(caller, query),
});
