import { remainingPayResponse } from '#functions/contract/payments.ts';
import { idParams } from '#functions/contract/schedule.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { payRemainingOnline } from '#functions/payments/pay-remaining-online.ts';
import { scheduleOf } from '#functions/schedule/public.ts';

/** POST /api/client/schedules/{id}/remaining_pay: Checkout for what is left (or the open deposit). */
export const payRemainingEndpoint = defineEndpoint({
  access: 'client',
  params: idParams,
  response: remainingPayResponse,
  handler: async ({ params, caller }) => {
    const { appointment, url } = await payRemainingOnline(caller, params.id);
    return { schedule: await scheduleOf(appointment), redirect_url: url };
  },
});
