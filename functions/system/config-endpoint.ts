import { configResponse } from '#functions/contract/system.ts';
import { env } from '#functions/lib/config/env.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/config: public settings the browser needs. The publishable key is public by design. */
export const configEndpoint = defineEndpoint({
  response: configResponse,
  handler: () => Promise.resolve({ stripePublicKey: env().STRIPE_PUBLISHABLE_KEY ?? null }),
});
