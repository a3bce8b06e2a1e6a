// The demo practice (REFERENCE §6): invented, US med spa, America/Chicago, USD.
import type { PracticeSettings } from '#functions/contract/settings.ts';

export function demoPracticeSettings(appOrigin: string): PracticeSettings {
  return {
    practice_name: 'Carebook Demo Spa',
    legal_name: 'Carebook Demo Spa LLC',
    address: '1200 Lakeshore Avenue, Suite 300, Chicago, IL 60611',
    phone: '(312) 555-0142',
    public_email: 'hello@demo-spa.example.com',
    email_from: 'no-reply@demo-spa.example.com',
    notification_inbox: 'frontdesk@demo-spa.example.com',
    bill_pay_inbox: 'billing@demo-spa.example.com',
    timezone: 'America/Chicago',
    currency: 'usd',
    app_origin: appOrigin,
    deposit_amount_cents: 5000,
    payout_delay_days: 10,
    instant_pay_fee_percent: 1,
    payment_method_fee_percent: { credit_card: 6, cherry: 15, other: 3 },
    default_percentages: { service: 60, retail: 10, wellness: 20 },
    concierge_fee_cents: 5000,
    gfe_fee_cents: 2000,
    booking_day_start: '07:00',
    booking_day_end: '20:00',
    slot_step_minutes: 15,
    min_notice_minutes: 60,
    max_horizon_days: 365,
    default_reminders: ['email_48'],
    sms_enabled: false,
    receipt_footer_url: '',
    // The policy is off in the demo (issue 24); the README says how to switch it on.
    cancellation_window_hours: 24,
    late_cancel_fee_cents: 0,
    no_show_fee_cents: 0,
    card_required_for_online_booking: false,
  };
}
