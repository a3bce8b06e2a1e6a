import { schedule, staffScheduleBody } from '#functions/contract/schedule.ts';
import { bookAsStaff } from '#functions/schedule/booking/staff-booking-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/schedules: staff book for a client (flat or under `schedule`). */
export const createScheduleEndpoint = defineEndpoint({
  access: 'staff',
  body: staffScheduleBody,
  bodyWrapper: 'schedule',
  status: 201,
  response: schedule,
  handler: ({ caller, body }) => bookAsStaff(caller, body),
});
