import * as z from 'zod';
import { busyInterval, busyQuery } from '#functions/contract/schedule.ts';
import { listBusy } from '#functions/schedule/availability/busy-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/client/schedules: busy times only, `{start_time, end_time, mine}`. */
export const listBusyTimesEndpoint = defineEndpoint({
  access: 'public',
  query: busyQuery,
  response: z.array(busyInterval),
  handler: ({ caller, query }) => listBusy(caller, query),
});
