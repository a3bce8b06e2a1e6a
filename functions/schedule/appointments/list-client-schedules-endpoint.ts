import * as z from 'zod';
import { appointment, clientSchedulesQuery } from '#functions/contract/schedule.ts';
import { listClientSchedulesForStaff } from '#functions/schedule/appointments/appointment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/client_schedules_only: one client's appointments that the caller may see. */
export const listClientSchedulesEndpoint = defineEndpoint({
  access: 'staff',
  query: clientSchedulesQuery,
  response: z.array(appointment),
  handler: ({ caller, query }) => listClientSchedulesForStaff(caller, query),
});
