import { remainingPaidBody, remainingPaidResponse } from '#functions/contract/payments.ts';
import { idParams } from '#functions/contract/schedule.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { recordInPersonPayment } from '#functions/payments/record-in-person-payment.ts';
import { scheduleOf } from '#functions/schedule/public.ts';

/** POST /api/schedules/{id}/remaining_paid: cash, card terminal or other, recorded once. */
export const recordRemainingPaidEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  body: remainingPaidBody,
  status: 201,
  response: remainingPaidResponse,
  handler: async ({ params, body, caller, request }) => ({
    message: 'Payment Done!' as const,
    schedule: await scheduleOf(await recordInPersonPayment(caller, params.id, body, request.logger)),
  }),
});
