import { configResponse } from '#functions/contract/system.ts';
import { env } from '#functions/lib/config/env.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

/**
 * GET /api/config: public settings the browser needs before anyone signs in (REFERENCE §3.4). The
 * publishable key is public by design; the cancellation policy is the one every client is told at
 * booking. Nothing else of the settings row leaves through here.
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
      cancellation_policy: {
        window_hours: settings.cancellation_window_hours,
        late_cancel_fee_cents: settings.late_cancel_fee_cents,
        no_show_fee_cents: settings.no_show_fee_cents,
      },
      card_required_for_online_booking: settings.card_required_for_online_booking,
    };
  },
});
