// Practice settings (REFERENCE §2.1): one row, admin only. Emails, PDFs, Stripe URLs and the booking
// pages read the practice's name, address and policies from here, never from code.
import { z } from 'zod';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');

export const practiceSettings = z.object({
  practice_name: z.string().trim().min(1).max(120),
  legal_name: z.string().trim().max(160).default(''),
  address: z.string().trim().max(300).default(''),
  phone: z.string().trim().max(40).default(''),
  public_email: z.email('Email Not valid').or(z.literal('')).default(''),
  email_from: z.email('Email Not valid'),
  notification_inbox: z.email('Email Not valid'),
  bill_pay_inbox: z.email('Email Not valid'),
  timezone: z.string().min(1),
  currency: z.literal('usd'),
  app_origin: z.url(),
  deposit_amount_cents: z.int().min(0),
  payout_delay_days: z.int().min(0).max(60),
  instant_pay_fee_percent: z.number().min(0).max(100),
  payment_method_fee_percent: z.object({ credit_card: z.number().min(0).max(100), cherry: z.number().min(0).max(100), other: z.number().min(0).max(100) }),
  default_percentages: z.object({ service: z.int().min(0).max(100), retail: z.int().min(0).max(100), wellness: z.int().min(0).max(100) }),
  concierge_fee_cents: z.int().min(0),
  gfe_fee_cents: z.int().min(0),
  booking_day_start: hhmm,
  booking_day_end: hhmm,
  slot_step_minutes: z.int().min(5).max(120),
  default_reminders: z.array(z.enum(['email_48', 'email_24', 'text_48', 'text_24'])),
  sms_enabled: z.boolean(),
  receipt_footer_url: z.url().or(z.literal('')).default(''),
});
export type PracticeSettings = z.infer<typeof practiceSettings>;
