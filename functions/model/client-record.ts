// A client root as services see it (docs/data-model.md §2.2), with the stored attribute names.
// `clientFromItem` is the one decoder of a stored client (decision 024): other groups (booking, the
// sign-in) read client items through it. Missing policy and notification maps mean the defaults of
// REFERENCE §2.2; a stored flag of another type is corrupt.
import type { NotificationKey } from '#functions/contract/clients.ts';
import { readItem, type ItemReader } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export const defaultNotificationSettings: Record<NotificationKey, boolean> = {
  email_reminder_2_days: false, sms_reminder_2_days: false, sms_reminder_24_hours: false, email_new_cancelled: false,
  email_waitlist_openings: false, sms_waitlist_openings: false, ok_to_send_marketing_emails: false,
  send_ratings_emails: false, do_not_email: false,
};
export const defaultBookingPolicy = { online_booking_allowed: true, online_booking_disabled: false };
export const defaultPaymentPolicy = { no_payment_required: false, requires_deposit: true, requires_full_payment: false, requires_credit_card_on_file: false };

export interface ClientRecord {
  id: string; name: string; last_name: string; middle_name: string | null; preferred_name: string | null; prefix: string | null;
  pronouns: string | null; email: string; phone_number: string | null; address: string | null; timezone: string; created_at: string;
  how_heard_about_us: string | null; referred_employee_id: string | null; notification_settings: Record<NotificationKey, boolean>;
  online_booking_policy: typeof defaultBookingPolicy; online_booking_payment_policy: typeof defaultPaymentPolicy; activated: boolean;
  must_change_password: boolean; profile_photo_upload_id: string | null; profile_photo_key: string | null;
  stripe_customer_id: string | null;
  /** The start of the client's earliest non-cancelled appointment (the dashboard's new/returning split). */
  first_appointment_at: string | null; version: number;
}

/** A client as sign-in and the reset request see it: the record plus the stored password hash. */
export type ClientAccount = ClientRecord & { password_hash: string | null };

function flags<K extends string>(r: ItemReader, name: string, defaults: Record<K, boolean>): Record<K, boolean> {
  const stored = r.optionalMap(name);
  return Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, stored ? stored.flag(k, v === true) : v])) as Record<K, boolean>;
}

export function clientFromItem(item: Item): ClientRecord {
  const r = readItem('client', item);
  return {
    id: r.string('id'), name: r.string('name'), last_name: r.string('last_name'), middle_name: r.optionalString('middle_name'),
    preferred_name: r.optionalString('preferred_name'), prefix: r.optionalString('prefix'), pronouns: r.optionalString('pronouns'),
    email: r.string('email'), phone_number: r.optionalString('phone_number'), address: r.optionalString('address'),
    timezone: r.stringOr('timezone', 'UTC'), created_at: r.string('created_at'),
    how_heard_about_us: r.optionalString('how_heard_about_us'), referred_employee_id: r.optionalString('referred_employee_id'),
    notification_settings: flags(r, 'notification_settings', defaultNotificationSettings),
    online_booking_policy: flags(r, 'online_booking_policy', defaultBookingPolicy),
    online_booking_payment_policy: flags(r, 'online_booking_payment_policy', defaultPaymentPolicy),
    activated: r.optionalString('password_hash') !== null, must_change_password: r.flag('must_change_password'),
    profile_photo_upload_id: r.optionalString('profile_photo_upload_id'), profile_photo_key: r.optionalString('profile_photo_key'),
    stripe_customer_id: r.optionalString('stripe_customer_id'), first_appointment_at: r.optionalString('first_appointment_at'),
    version: r.intOr('version', 1),
  };
}

/** An employee–client link (`EMP#<employeeId>` / `CLIENT#<clientId>`) with its display copies. */
export interface ClientLink {
  employeeId: string; clientId: string; employeeName: string | null;
  clientName: string; clientLastName: string; clientEmail: string; clientPhone: string | null;
}

export function clientLinkFromItem(item: Item): ClientLink {
  const r = readItem('employee_client', item);
  return {
    employeeId: r.string('employee_id'), clientId: r.string('client_id'), employeeName: r.optionalString('employee_name'),
    clientName: r.string('client_name'), clientLastName: r.string('client_last_name'), clientEmail: r.stringOr('client_email', ''),
    clientPhone: r.optionalString('client_phone'),
  };
}

export const accountFromItem = (item: Item): ClientAccount =>
  ({ ...clientFromItem(item), password_hash: readItem('client', item).optionalString('password_hash') });
