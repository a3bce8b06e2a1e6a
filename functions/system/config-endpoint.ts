import { configResponse } from '#functions/contract/system.ts';
import { env } from '#functions/lib/config/env.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

/**
 * GET /api/config: public settings the browser needs before anyone signs in (REFERENCE §3.4). The
 * publishable key is public by design; nothing else of the settings row leaves through here.
 */
export const configEndpoint = defineEndpoint({
  access: 'public',
  response: configResponse,
  handler: async () => {
    const settings = await loadPracticeSettings();
    return {
      stripePublicKey: env().STRIPE_PUBLISHABLE_KEY ?? null,
      practice_name: settings.practice_name,
      currency: settings.currency,
      deposit_amount_cents: settings.deposit_amount_cents,
      sms_enabled: settings.sms_enabled,
    };
  },
});
