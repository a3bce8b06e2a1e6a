// Client items (docs/data-model.md §2.2): root `CLIENT#<id>/#META`, details `#DETAIL`, and the
// uniqueness item on the lowercased email.
import type { ClientProfile } from '#functions/contract/auth.ts';
import { bool, getItem, lookupOwner, str, type Item } from '#functions/lib/db/read.ts';
import { keys, normEmail } from '#functions/lib/db/keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

export const defaultNotificationSettings = {
  email_reminder_2_days: false, sms_reminder_2_days: false, sms_reminder_24_hours: false, email_new_cancelled: false,
  email_waitlist_openings: false, sms_waitlist_openings: false, ok_to_send_marketing_emails: false,
  send_ratings_emails: false, do_not_email: false,
};
const defaultBookingPolicy = { online_booking_allowed: true, online_booking_disabled: false };
const defaultPaymentPolicy = { no_payment_required: false, requires_deposit: true, requires_full_payment: false, requires_credit_card_on_file: false };

export async function findClientByEmail(email: string): Promise<Item | undefined> {
  const id = await lookupOwner('CLIENT_EMAIL', normEmail(email));
  return id ? getItem(keys.client(id), true) : undefined;
}

export interface NewClient {
  id: string;
  name: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  timezone: string;
  referredEmployeeId: string | null;
}

/** Root, detail and the email uniqueness item, written together in one transaction (T-CLIENT). */
export function newClientItems(c: NewClient, now: string): { root: Item; detail: Item; unique: Item } {
  const email = normEmail(c.email);
  return {
    root: {
      ...keys.client(c.id), entity: 'client', id: c.id, name: c.name, last_name: c.lastName, middle_name: null,
      preferred_name: null, prefix: null, pronouns: null, email, phone_number: null, address: null,
      password_hash: c.passwordHash, must_change_password: false, timezone: c.timezone,
      notification_settings: defaultNotificationSettings, online_booking_policy: defaultBookingPolicy,
      online_booking_payment_policy: defaultPaymentPolicy, referred_employee_id: c.referredEmployeeId,
      search_text: `${c.name} ${c.lastName} ${email}`.toLowerCase(),
      GSI1PK: 'CLIENTS', GSI1SK: c.id, created_at: now, updated_at: now, version: 1,
    },
    detail: { ...keys.clientDetail(c.id), entity: 'client_detail', client_id: c.id, created_at: now, updated_at: now, version: 1 },
    unique: { ...keys.unique('CLIENT_EMAIL', email), entity: 'uniqueness', kind: 'CLIENT_EMAIL', owner_type: 'client', owner_id: c.id, created_at: now },
  };
}

/**
 * A new client in the sign-up transaction: the email's uniqueness item first (its failure means the
 * address is taken), then the root and the detail item.
 */
export function addNewClient(plan: TransactionPlan, items: { root: Item; detail: Item; unique: Item }, onEmailTaken: () => AppError): void {
  plan.put(items.unique, onEmailTaken).put(items.root).put(items.detail, undefined, null);
}

/** The employee–client link of a referral (AP-EMP-13 and, through GSI1, the client's employees). */
export function addReferralLink(plan: TransactionPlan, employeeId: string, root: Item, now: string): void {
  const clientId = String(root.id);
  plan.put({
    ...keys.employeeClient(employeeId, clientId), entity: 'employee_client', employee_id: employeeId, client_id: clientId,
    client_name: root.name, client_last_name: root.last_name, client_email: root.email, search_text: root.search_text,
    GSI1PK: `CLIENT#${clientId}#EMPS`, GSI1SK: employeeId, created_at: now,
  }, undefined, null);
}

export function toClientProfile(root: Item): ClientProfile {
  const settings = typeof root.notification_settings === 'object' && root.notification_settings !== null ? root.notification_settings : {};
  return {
    id: String(root.id), name: String(root.name), last_name: String(root.last_name ?? ''), preferred_name: str(root.preferred_name),
    email: String(root.email), phone_number: str(root.phone_number), timezone: String(root.timezone ?? 'UTC'),
    notification_settings: Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, v === true])),
    must_change_password: bool(root.must_change_password),
  };
}
