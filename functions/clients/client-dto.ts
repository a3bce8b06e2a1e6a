// ClientFull, ClientProfile and directory rows (REFERENCE §4.0) from the records the services read
// or wrote. Hashes and Stripe ids other than the exposed `stripe_id` never leave (CB 2).
import {
  clientDetailKeys, contactDetailKeys, type ClientDetail, type ClientFull, type ClientGroup, type ClientListItem,
} from '#functions/contract/clients.ts';
import type { EmployeeRef } from '#functions/contract/common.ts';
import type { ClientProfile } from '#functions/contract/auth.ts';
import type { DirectoryRow } from '#functions/clients/client-link-repository.ts';
import type { ClientRecord } from '#functions/model/client-record.ts';

export interface ClientFullParts {
  client: ClientRecord;
  detail: ClientDetail;
  employees: EmployeeRef[];
  referredEmployee: EmployeeRef | null;
  groups: ClientGroup[];
  photoUrl: string | null;
  /** False: contact data only (an inventory manager and a client not linked to them). */
  clinical: boolean;
}

function visibleDetail(detail: ClientDetail, clinical: boolean): ClientDetail {
  if (clinical) return detail;
  return Object.fromEntries(clientDetailKeys.map((k) => [k, contactDetailKeys.includes(k) ? detail[k] : null])) as ClientDetail;
}

export function toClientFull(p: ClientFullParts): ClientFull {
  const c = p.client;
  return {
    id: c.id, name: c.name, last_name: c.last_name, middle_name: c.middle_name, preferred_name: c.preferred_name, prefix: c.prefix,
    pronouns: c.pronouns, email: c.email, phone_number: c.phone_number, address: c.address, timezone: c.timezone, created_at: c.created_at,
    how_heard_about_us: c.how_heard_about_us, referred_employee: p.referredEmployee, notification_settings: c.notification_settings,
    online_booking_policy: c.online_booking_policy, online_booking_payment_policy: c.online_booking_payment_policy, activated: c.activated,
    profile_photo_url: p.photoUrl, stripe_id: c.stripe_customer_id, groups: p.groups, client_detail: visibleDetail(p.detail, p.clinical),
    employees: [...p.employees].sort((a, b) => a.name.localeCompare(b.name)), version: c.version, clinical_access: p.clinical,
  };
}

/** The signed-in client's own profile (sign-in, sign-up, `/api/client/profile`). */
export function toClientProfile(c: ClientRecord): ClientProfile {
  return {
    id: c.id, name: c.name, last_name: c.last_name, preferred_name: c.preferred_name, email: c.email, phone_number: c.phone_number,
    timezone: c.timezone, notification_settings: c.notification_settings, online_booking_payment_policy: c.online_booking_payment_policy,
    must_change_password: c.must_change_password,
  };
}

export const toClientListItem = (r: DirectoryRow): ClientListItem => ({
  id: r.id, name: r.name, last_name: r.last_name, email: r.email, phone_number: r.phone_number,
});
