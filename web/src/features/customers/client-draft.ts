// The client form's draft (REFERENCE §2.2, §5 "Add or update a client"): every Client and ClientDetail
// field, the nine notification toggles and both policies, flat as the inputs hold them, and the two
// ways out of it into the create and update bodies the contract validates.
import {
  clientDetailKeys, notificationKeys, type ClientDetailKey, type ClientFull, type CreateClientInput, type NotificationKey, type UpdateClientInput,
} from '#functions/contract/clients.ts';

export const clientTextKeys = [
  'name', 'last_name', 'middle_name', 'preferred_name', 'prefix', 'pronouns', 'email', 'phone_number', 'address', 'how_heard_about_us',
] as const;
export type ClientTextKey = (typeof clientTextKeys)[number];
export const bookingPolicyKeys = ['online_booking_allowed', 'online_booking_disabled'] as const;
export const paymentPolicyKeys = ['no_payment_required', 'requires_deposit', 'requires_full_payment', 'requires_credit_card_on_file'] as const;
type PolicyKey = (typeof bookingPolicyKeys)[number] | (typeof paymentPolicyKeys)[number];

type DraftText = Record<ClientTextKey | ClientDetailKey, string>;
type DraftFlags = Record<NotificationKey | PolicyKey, boolean>;
export interface ClientDraft extends Record<string, unknown>, DraftText, DraftFlags {
  timezone: string;
  employee_ids: string[];
}

const blank = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;
const flags = <K extends string>(keys: readonly K[], on: readonly NoInfer<K>[] = []) => Object.fromEntries(keys.map((k) => [k, on.includes(k)])) as Record<K, boolean>;

export function emptyClientDraft(timezone: string): ClientDraft {
  return {
    ...blank(clientTextKeys), ...blank(clientDetailKeys), ...flags(notificationKeys), ...flags(bookingPolicyKeys, ['online_booking_allowed']),
    ...flags(paymentPolicyKeys, ['requires_deposit']), timezone, employee_ids: [],
  };
}

export function draftOfClient(c: ClientFull): ClientDraft {
  const text = Object.fromEntries(clientTextKeys.map((k) => [k, c[k] ?? ''])) as Record<ClientTextKey, string>;
  const detail = Object.fromEntries(clientDetailKeys.map((k) => [k, c.client_detail[k] ?? ''])) as Record<ClientDetailKey, string>;
  return {
    ...text, ...detail, ...c.notification_settings, ...c.online_booking_policy, ...c.online_booking_payment_policy,
    timezone: c.timezone, employee_ids: c.employees.map((e) => e.id),
  };
}

const pick = <K extends string>(draft: ClientDraft, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, draft[k]])) as { [P in K]: ClientDraft[P] };

function fieldsOf(draft: ClientDraft, withStaff: boolean) {
  return {
    ...pick(draft, clientTextKeys), timezone: draft.timezone,
    client_detail: pick(draft, clientDetailKeys), notification_settings: pick(draft, notificationKeys),
    online_booking_policy: pick(draft, bookingPolicyKeys), online_booking_payment_policy: pick(draft, paymentPolicyKeys),
    ...(withStaff ? { employee_ids: draft.employee_ids } : {}),
  };
}

/** Only admins send `employee_ids` on create (the creator is linked in any case). */
export function createClientInput(draft: ClientDraft, isAdmin: boolean): CreateClientInput {
  return fieldsOf(draft, isAdmin && draft.employee_ids.length > 0);
}

export function updateClientInput(draft: ClientDraft, version: number, isAdmin: boolean): UpdateClientInput {
  return { ...fieldsOf(draft, isAdmin), version };
}
