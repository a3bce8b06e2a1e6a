// DTOs of the system group, shared by the API and the web app.
import * as z from 'zod';
import { cancellationPolicyTerms } from '#functions/contract/common.ts';

export const healthResponse = z.object({
  meta: z.object({}),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    gitsha: z.string(),
    table: z.enum(['ok', 'unavailable']),
  }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/config (REFERENCE §3.4): public, so only what the browser needs before sign-in. */
export const configResponse = z.object({
  stripePublicKey: z.string().nullable(),
  practice_name: z.string(),
  currency: z.literal('usd'),
  deposit_amount_cents: z.int(),
  sms_enabled: z.boolean(),
  /** The policy a booking made now is held to (issue 24): the booking confirm page shows it. */
  cancellation_policy: cancellationPolicyTerms,
  /** A client without a saved card is sent to add one before confirming a booking. */
  card_required_for_online_booking: z.boolean(),
});
export type ConfigResponse = z.infer<typeof configResponse>;
