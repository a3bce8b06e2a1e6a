import { sessionStatusQuery, sessionStatusResponse } from '#functions/contract/payments.ts';
import * as z from 'zod';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { parseForSignedIn } from '#functions/payments/signed-in-input.ts';
import { sessionStatus } from '#functions/payments/session-status.ts';
import { scheduleOf } from '#functions/schedule/public.ts';

/** GET /api/client/stripe/session_status: the success page's poll; may complete a paid session. */
export const getSessionStatusEndpoint = defineEndpoint({
  access: 'public',
  query: z.record(z.string(), z.unknown()),
  response: sessionStatusResponse,
  handler: async ({ query: raw, caller, request }) => {
    const query = parseForSignedIn(caller, sessionStatusQuery, raw);
    const { session, appointment } = await sessionStatus(caller, query.session_id, request.logger);
    return { status: session.status, payment_status: session.paymentStatus, schedule: appointment ? await scheduleOf(appointment) : null };
  },
});
