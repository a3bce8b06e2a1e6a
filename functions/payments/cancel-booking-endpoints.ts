// The two cancel routes (decisions 026, 032). The cancel itself is the schedule group's (T-CANCEL);
// then a deposit's open Checkout session is expired, and a cancel inside the policy's window charges
// the late-cancel fee to the card on file: always for a client, for staff only when they ask.
import { cancelResponse, clientCancelQuery, clientCancelResponse, idParams, staffCancelBody } from '#functions/contract/schedule.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { expireCancelledDeposit } from '#functions/payments/expire-cancelled-deposit.ts';
import { chargeFeeAfterChange } from '#functions/payments/policy-fees.ts';
import { cancelAsClient, cancelAsStaff, lateCancelFeeCents, loadOwnForCancel, type CancelResult } from '#functions/schedule/public.ts';

const cancelled = { message: 'Appointment cancelled.' } as const;

async function afterCancel(result: CancelResult, chargeFee: boolean, recordedBy: string | null): Promise<typeof cancelled> {
  await expireCancelledDeposit(result.appointment.id);
  if (chargeFee) await chargeFeeAfterChange({ appointment: result.appointment, kind: 'late_cancel', amountCents: result.lateFeeCents, recordedBy });
  return cancelled;
}

/**
 * DELETE /api/client/schedules/{id}: a client cancels their own appointment before it starts.
 * `?preview=true` answers what cancelling now would cost (`{fee_cents}`) and changes nothing.
 */
export const cancelClientBookingEndpoint = defineEndpoint({
  access: 'client',
  params: idParams,
  query: clientCancelQuery,
  response: clientCancelResponse,
  handler: async ({ caller, params, query }) => {
    if (query.preview) return { fee_cents: lateCancelFeeCents(await loadOwnForCancel(caller, params.id), new Date().toISOString()) };
    return afterCancel(await cancelAsClient(caller, params.id), true, null);
  },
});

/** DELETE /api/schedules/{id}: staff cancel a visible appointment; `{charge_fee: true}` applies the late-cancel fee. */
export const cancelScheduleEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  body: staffCancelBody,
  response: cancelResponse,
  handler: async ({ caller, params, body }) => afterCancel(await cancelAsStaff(caller, params.id), body.charge_fee, caller.employeeId),
});
