// Practice settings (REFERENCE §2.1): one row, admin only. Emails, PDFs, Stripe URLs and the booking
// pages read the practice's name, address and policies from here, never from code.
import * as z from 'zod';
import { plainText, requiredText } from '#functions/contract/common.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');
const percent = z.number().min(0).max(100);
// Whole numbers via multipleOf(1): zod words a fraction given to z.int() as a wrong type, which the
// API reports as "can't be blank".
const cents = z.number().multipleOf(1, 'Use whole cents').min(0, 'Must not be negative').max(10_000_000);
const wholeNumber = z.number().multipleOf(1, 'Use a whole number');

/**
 * An IANA region name such as `America/Chicago`. Availability is wall-clock time in this zone, so it
 * must follow the region's daylight-saving rules: fixed offsets (`-05:00`, `Etc/GMT+5`) and
 * abbreviations (`EST`, `CST6CDT`) are refused even where the runtime accepts them. The case is
 * fixed from the runtime's answer (`america/chicago` → `America/Chicago`) without swapping aliases.
 */
export const ianaTimeZone = z
  .string()
  .trim()
  .refine((tz) => tz === 'UTC' || (/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(tz) && !/^etc\//i.test(tz) && resolveZone(tz) !== null), {
    message: 'Timezone must be an IANA region such as America/Chicago',
  })
  .transform((tz) => {
    const resolved = resolveZone(tz);
    return resolved && resolved.toLowerCase() === tz.toLowerCase() ? resolved : tz;
  });

function resolveZone(tz: string): string | null {
  try {
    return new Intl.DateTimeFormat(undefined, { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}


/** The rules of each field, without defaults: a PATCH must not reset the fields it omits. */
const settingsFields = {
  practice_name: requiredText(120, "Practice name can't be blank"),
  legal_name: plainText(160),
  address: plainText(300),
  phone: plainText(40),
  public_email: z.email('Email Not valid').or(z.literal('')),
  email_from: z.email('Email Not valid'),
  notification_inbox: z.email('Email Not valid'),
  bill_pay_inbox: z.email('Email Not valid'),
  timezone: ianaTimeZone,
  currency: z.literal('usd', { message: 'Currency must be usd' }),
  app_origin: z.url(),
  deposit_amount_cents: cents,
  payout_delay_days: wholeNumber.min(0).max(60),
  instant_pay_fee_percent: percent,
  payment_method_fee_percent: z.object({ credit_card: percent, cherry: percent, other: percent }),
  default_percentages: z.object({ service: wholeNumber.min(0).max(100), retail: wholeNumber.min(0).max(100), wellness: wholeNumber.min(0).max(100) }),
  concierge_fee_cents: cents,
  gfe_fee_cents: cents,
  booking_day_start: hhmm,
  booking_day_end: hhmm,
  slot_step_minutes: wholeNumber.min(5).max(120),
  /** Online and staff booking refuse a start sooner than this after now. */
  min_notice_minutes: wholeNumber.min(0).max(10_080),
  /** Nothing can be booked further ahead than this (default 365 days). */
  max_horizon_days: wholeNumber.min(1).max(730),
  default_reminders: z.array(z.enum(['email_48', 'email_24', 'text_48', 'text_24'])).max(4),
  sms_enabled: z.boolean(),
  receipt_footer_url: z.url().or(z.literal('')),
  // The cancellation policy (issue 24, decision 032): snapshotted on each appointment at booking.
  /** A client cancelling less than this many hours before the start pays the late-cancel fee. */
  cancellation_window_hours: wholeNumber.min(0, 'Must not be negative').max(168, 'At most 168 hours (a week)'),
  /** 0 = no fee. */
  late_cancel_fee_cents: cents,
  /** 0 = no fee. */
  no_show_fee_cents: cents,
  /** Online booking needs a saved card (a deposit booking pays with its own). */
  card_required_for_online_booking: z.boolean(),
};

export const practiceSettings = z.object({
  ...settingsFields,
  legal_name: settingsFields.legal_name.default(''),
  address: settingsFields.address.default(''),
  phone: settingsFields.phone.default(''),
  public_email: settingsFields.public_email.default(''),
  receipt_footer_url: settingsFields.receipt_footer_url.default(''),
  // Added with scheduling: rows saved before then read as these defaults.
  min_notice_minutes: settingsFields.min_notice_minutes.default(60),
  max_horizon_days: settingsFields.max_horizon_days.default(365),
  // Added with the cancellation policy: nothing changes for a practice until it opts in.
  cancellation_window_hours: settingsFields.cancellation_window_hours.default(24),
  late_cancel_fee_cents: settingsFields.late_cancel_fee_cents.default(0),
  no_show_fee_cents: settingsFields.no_show_fee_cents.default(0),
  card_required_for_online_booking: settingsFields.card_required_for_online_booking.default(false),
});
export type PracticeSettings = z.infer<typeof practiceSettings>;

/** GET /api/settings and the answer to PATCH. `version` 0 means nothing has been saved yet. */
export const practiceSettingsResponse = practiceSettings.extend({ version: z.int().min(0) });
export type PracticeSettingsResponse = z.infer<typeof practiceSettingsResponse>;

/** PATCH /api/settings: any subset of the fields, plus the `version` last read (stale → 409). */
export const updatePracticeSettingsBody = z.object(settingsFields).partial().extend({ version: z.int().min(0) });
export type UpdatePracticeSettingsBody = z.infer<typeof updatePracticeSettingsBody>;
