// POST /api/client/schedules. The schedule group owns the booking; the route runs in the payments
// Lambda (route table `lambda`, decisions 018 and 024), whose entry hands in the deposit steps, so no
// import runs from schedule to payments.
import { bookingResponse, clientBookingBody } from '#functions/contract/schedule.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { bookAsClient, type DepositSteps } from '#functions/schedule/booking/client-booking-service.ts';

/** A client books a slot (201 `{schedule, redirect_url}`). */
export const createClientBookingEndpoint = (deposits: DepositSteps) => defineEndpoint({
  access: 'client',
  body: clientBookingBody,
  bodyWrapper: 'schedule',
  status: 201,
  response: bookingResponse,
  handler: ({ caller, body }) => bookAsClient(caller, body, deposits),
});
