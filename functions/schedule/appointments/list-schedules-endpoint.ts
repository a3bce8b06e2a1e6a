import * as z from 'zod';
import { appointmentListQuery, schedule } from '#functions/contract/schedule.ts';
import { listStaffSchedules } from '#functions/schedule/appointments/appointment-read-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/schedules: full Schedules (lines, amounts, notes) over a range. */
export const listSchedulesEndpoint = defineEndpoint({
  access: 'staff',
  query: appointmentListQuery,
  response: z.array(schedule),
  handler: ({ caller, query }) => listStaffSchedules(caller, query),
});
