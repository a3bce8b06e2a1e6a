// The practice settings row (AP-SYS-1), read by mail, links, PDFs and booking. A deployed stage has no
// row until an admin saves the settings, so defaults derived from the environment stand in.
import type { PracticeSettings } from '#functions/contract/settings.ts';
import { env } from '#functions/lib/config/env.ts';
import { readSettingsRow } from '#functions/lib/settings/settings-repository.ts';

const cacheMs = 10_000;
let cached: { at: number; value: PracticeSettings } | undefined;

export function defaultPracticeSettings(): PracticeSettings {
  const origin = env().APP_ORIGIN;
  const host = new URL(origin).hostname;
  const domain = host === 'localhost' || host === '127.0.0.1' ? 'carebook.local' : host;
  return {
    practice_name: 'Carebook', legal_name: '', address: '', phone: '', public_email: '',
    email_from: `no-reply@${domain}`, notification_inbox: `frontdesk@${domain}`, bill_pay_inbox: `billing@${domain}`,
    timezone: 'America/Chicago', currency: 'usd', app_origin: origin, deposit_amount_cents: 5000, payout_delay_days: 10,
    instant_pay_fee_percent: 1, payment_method_fee_percent: { credit_card: 6, cherry: 15, other: 3 },
    default_percentages: { service: 60, retail: 10, wellness: 20 }, concierge_fee_cents: 5000, gfe_fee_cents: 2000,
    booking_day_start: '07:00', booking_day_end: '20:00', slot_step_minutes: 15, min_notice_minutes: 60, max_horizon_days: 365, default_reminders: ['email_48'],
    sms_enabled: false, receipt_footer_url: '',
    cancellation_window_hours: 24, late_cancel_fee_cents: 0, no_show_fee_cents: 0, card_required_for_online_booking: false,
  };
}

/** The settings, cached for a few seconds per container (they change rarely; a save is seen within 10 s). */
export async function loadPracticeSettings(): Promise<PracticeSettings> {
  if (cached && Date.now() - cached.at < cacheMs) return cached.value;
  const value = (await readSettingsRow(false))?.settings ?? defaultPracticeSettings();
  cached = { at: Date.now(), value };
  return value;
}

/** Drops the cache (after a settings save in this container, and in tests). */
export function forgetPracticeSettings(): void {
  cached = undefined;
}
