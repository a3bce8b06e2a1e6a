import { confirmPaymentBody, confirmPaymentResponse } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { confirmPayment } from '#functions/payments/session-status.ts';
import { scheduleOf } from '#functions/schedule/public.ts';

/** POST /api/client/stripe/confirm_payment: records a paid staff checkout (409 if not paid). */
export const confirmPaymentEndpoint = defineEndpoint({
  access: 'staff',
  body: confirmPaymentBody,
  response: confirmPaymentResponse,
  handler: async ({ body, caller, request }) => ({
    status: 'success' as const,
    schedule: await scheduleOf(await confirmPayment(caller, body.session_id, body.schedule_id, request.logger)),
  }),
});
