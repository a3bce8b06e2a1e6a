import { bookingResponse, clientBookingBody } from '#functions/contract/schedule.ts';
import { bookAsClient } from '#functions/schedule/client-booking-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/client/schedules: a client books a slot (201 `{schedule, redirect_url}`). */
export const createClientBookingEndpoint = defineEndpoint({
  access: 'client',
  body: clientBookingBody,
  bodyWrapper: 'schedule',
  status: 201,
  response: bookingResponse,
  handler: ({ caller, body }) => bookAsClient(caller, body),
});
