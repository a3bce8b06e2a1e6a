// The two cancel routes run in the payments Lambda (route table, decisions 018 and 026): cancelling a
// booking that waits for its deposit also expires its Checkout session, which needs the Stripe SDK.
// The cancel itself is the schedule group's (T-CANCEL); Stripe is called only when a session exists.
import { cancelResponse, idParams } from '#functions/contract/schedule.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { expireCancelledDeposit } from '#functions/payments/expire-cancelled-deposit.ts';
import { cancelAsClient, cancelAsStaff } from '#functions/schedule/public.ts';

/** DELETE /api/client/schedules/{id}: a client cancels their own appointment before it starts. */
export const cancelClientBookingEndpoint = defineEndpoint({
  access: 'client',
  params: idParams,
  response: cancelResponse,
  handler: async ({ caller, params }) => {
    const answer = await cancelAsClient(caller, params.id);
    await expireCancelledDeposit(params.id);
    return answer;
  },
});

/** DELETE /api/schedules/{id}: staff cancel a visible appointment. */
export const cancelScheduleEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  response: cancelResponse,
  handler: async ({ caller, params }) => {
    const answer = await cancelAsStaff(caller, params.id);
    await expireCancelledDeposit(params.id);
    return answer;
  },
});
