// The practice settings form's draft (REFERENCE §2.1): text as typed, amounts in dollars as typed
// (the API keeps cents), blank numbers as ''. The form's schema is the API's own PATCH schema with
// the amounts read from dollar text into exact cents first (lib/money-field.ts).
import { practiceSettings, updatePracticeSettingsBody, type PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { moneyInputText } from '#functions/contract/money.ts';
import { dollarsField } from '#web/lib/money-field.ts';

export type Reminder = PracticeSettingsResponse['default_reminders'][number];
type Blankable = number | '';

export interface SettingsDraft extends Record<string, unknown> {
  practice_name: string;
  legal_name: string;
  address: string;
  phone: string;
  timezone: string;
  app_origin: string;
  receipt_footer_url: string;
  public_email: string;
  email_from: string;
  notification_inbox: string;
  bill_pay_inbox: string;
  deposit_amount_cents: string;
  concierge_fee_cents: string;
  gfe_fee_cents: string;
  payout_delay_days: Blankable;
  instant_pay_fee_percent: Blankable;
  payment_method_fee_percent: { credit_card: Blankable; cherry: Blankable; other: Blankable };
  default_percentages: { service: Blankable; retail: Blankable; wellness: Blankable };
  booking_day_start: string;
  booking_day_end: string;
  slot_step_minutes: Blankable;
  min_notice_minutes: Blankable;
  max_horizon_days: Blankable;
  default_reminders: Reminder[];
  sms_enabled: boolean;
  cancellation_window_hours: Blankable;
  late_cancel_fee_cents: string;
  no_show_fee_cents: string;
  card_required_for_online_booking: boolean;
}

/** The contract's ceiling for a settings amount (10,000,000 cents), said in dollars by the form. */
const maxSettingsCents = 10_000_000;

export const settingsFormSchema = updatePracticeSettingsBody.extend({
  deposit_amount_cents: dollarsField(practiceSettings.shape.deposit_amount_cents, { maxCents: maxSettingsCents }),
  concierge_fee_cents: dollarsField(practiceSettings.shape.concierge_fee_cents, { maxCents: maxSettingsCents, blankIsZero: true }),
  gfe_fee_cents: dollarsField(practiceSettings.shape.gfe_fee_cents, { maxCents: maxSettingsCents, blankIsZero: true }),
  late_cancel_fee_cents: dollarsField(updatePracticeSettingsBody.shape.late_cancel_fee_cents.unwrap(), { maxCents: maxSettingsCents, blankIsZero: true }),
  no_show_fee_cents: dollarsField(updatePracticeSettingsBody.shape.no_show_fee_cents.unwrap(), { maxCents: maxSettingsCents, blankIsZero: true }),
});

export function draftOf(settings: PracticeSettingsResponse): SettingsDraft {
  const { version: _version, currency: _currency, ...fields } = settings;
  return {
    ...fields,
    deposit_amount_cents: moneyInputText(settings.deposit_amount_cents),
    concierge_fee_cents: moneyInputText(settings.concierge_fee_cents),
    gfe_fee_cents: moneyInputText(settings.gfe_fee_cents),
    late_cancel_fee_cents: moneyInputText(settings.late_cancel_fee_cents),
    no_show_fee_cents: moneyInputText(settings.no_show_fee_cents),
    payment_method_fee_percent: { ...settings.payment_method_fee_percent },
    default_percentages: { ...settings.default_percentages },
    default_reminders: [...settings.default_reminders],
  };
}

/**
 * Every field the form shows, with the version it started from. Currency is not sent: it is USD
 * and the form only shows it. Text reminders are dropped while SMS is off, as the form greys them.
 */
export function toInput(draft: SettingsDraft, version: number) {
  const reminders = draft.sms_enabled ? draft.default_reminders : draft.default_reminders.filter((r) => !r.startsWith('text_'));
  return { ...draft, default_reminders: reminders, version };
}
