import { sessionStatusQuery, sessionStatusResponse } from '#functions/contract/payments.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { sessionStatus } from '#functions/payments/session-status.ts';
import { toSchedule } from '#functions/schedule/appointment-dto.ts';

/** GET /api/client/stripe/session_status: the success page's poll; may complete a paid session. */
export const getSessionStatusEndpoint = defineEndpoint({
  access: 'public',
  query: sessionStatusQuery,
  response: sessionStatusResponse,
  handler: async ({ query, caller, request }) => {
    const { session, appointment } = await sessionStatus(caller, query.session_id, request.logger);
    return { status: session.status, payment_status: session.paymentStatus, schedule: appointment ? toSchedule(appointment) : null };
  },
});
