// Client items (docs/data-model.md §2.2): root `CLIENT#<id>/#META`, details `#DETAIL`, and the
// uniqueness item on the lowercased email. Reads return typed records (`fromItem`); writes are items
// and TransactionPlan steps that the services compose.
import { clientKeys } from '#functions/model/client-keys.ts';
import {
  accountFromItem, clientFromItem, defaultBookingPolicy, defaultNotificationSettings, defaultPaymentPolicy,
  type ClientAccount, type ClientRecord,
} from '#functions/model/client-record.ts';
import { clientDetailKeys, type ClientDetail } from '#functions/contract/clients.ts';
import { searchText } from '#functions/clients/client-search-text.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { batchGet, queryChildren } from '#functions/lib/db/queries.ts';
import { getItem, lookupOwner, type Item } from '#functions/lib/db/read.ts';
import { keys, normEmail } from '#functions/lib/db/keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { addNameSwap, versionedSet } from '#functions/lib/db/write-steps.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

/** The `#DETAIL` item of a client: every attribute optional. */
export function detailFromItem(item: Item | undefined): ClientDetail {
  const r = item ? readItem('client_detail', item) : null;
  return Object.fromEntries(clientDetailKeys.map((k) => [k, r ? r.optionalString(k) : null])) as ClientDetail;
}

/** The client for a sign-in email (AP-AUTH-4), or undefined. */
export async function findClientByEmail(email: string): Promise<ClientAccount | undefined> {
  const id = await lookupOwner('CLIENT_EMAIL', normEmail(email));
  const item = id ? await getItem(clientKeys.client(id), true) : undefined;
  return item ? accountFromItem(item) : undefined;
}

/** AP-AUTH-4: the id of the client owning an email, if any. */
export const clientIdByEmail = (email: string): Promise<string | undefined> => lookupOwner('CLIENT_EMAIL', normEmail(email));

/** AP-CLI-2: root and detail in one Query. */
export async function getClientAggregate(id: string, consistent = false): Promise<{ client: ClientRecord; detail: ClientDetail } | undefined> {
  const items = await queryChildren(clientKeys.client(id).PK, '#', consistent);
  const root = items.find((i) => i.SK === '#META');
  return root ? { client: clientFromItem(root), detail: detailFromItem(items.find((i) => i.SK === '#DETAIL')) } : undefined;
}

export async function getClient(id: string, consistent = false): Promise<ClientRecord | undefined> {
  const item = await getItem(clientKeys.client(id), consistent);
  return item ? clientFromItem(item) : undefined;
}

/** AP-CLI-11: client roots for a set of ids (missing ones are absent). */
export async function getClients(ids: readonly string[]): Promise<ClientRecord[]> {
  return (await batchGet(ids.map((id) => clientKeys.client(id)))).map(clientFromItem);
}

export interface NewClient {
  id: string;
  name: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  timezone: string;
  referredEmployeeId: string | null;
  fields?: Record<string, unknown>;
  detail?: Record<string, unknown>;
}

const mapOrEmpty = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? value as Record<string, unknown> : {});

/** Root, detail and the email uniqueness item, written together in one transaction (T-CLIENT). */
export function newClientItems(c: NewClient, now: string): { root: Item; detail: Item; unique: Item } {
  const email = normEmail(c.email);
  const base = {
    name: c.name, last_name: c.lastName, middle_name: null, preferred_name: null, prefix: null, pronouns: null, email,
    phone_number: null, address: null, how_heard_about_us: null, profile_photo_upload_id: null, profile_photo_key: null, ...c.fields,
  } as Record<string, unknown> & { phone_number: string | null };
  return {
    root: {
      ...clientKeys.client(c.id), ...clientKeys.clientIndex({ id: c.id, name: c.name, last_name: c.lastName }), entity: 'client', id: c.id, ...base,
      password_hash: c.passwordHash, must_change_password: false, timezone: c.timezone,
      notification_settings: { ...defaultNotificationSettings, ...mapOrEmpty(c.fields?.notification_settings) },
      online_booking_policy: { ...defaultBookingPolicy, ...mapOrEmpty(c.fields?.online_booking_policy) },
      online_booking_payment_policy: { ...defaultPaymentPolicy, ...mapOrEmpty(c.fields?.online_booking_payment_policy) },
      referred_employee_id: c.referredEmployeeId,
      search_text: searchText({ name: c.name, last_name: c.lastName, email, phone_number: base.phone_number }),
      created_at: now, updated_at: now, version: 1,
    },
    detail: { ...clientKeys.clientDetail(c.id), entity: 'client_detail', client_id: c.id, ...c.detail, created_at: now, updated_at: now, version: 1 },
    unique: { ...keys.unique('CLIENT_EMAIL', email), entity: 'uniqueness', kind: 'CLIENT_EMAIL', owner_type: 'client', owner_id: c.id, created_at: now },
  };
}

/** The root's versioned update (the aggregate's lock), with its search copy and directory key kept true. */
export function addClientRootUpdate({ plan, updated, set, version, now }: {
  plan: TransactionPlan; updated: ClientRecord; set: Record<string, unknown>; version: number; now: string;
}): void {
  plan.update(clientKeys.client(updated.id), versionedSet({ ...set, search_text: searchText(updated), GSI1SK: clientKeys.clientIndex(updated).GSI1SK }, version, now));
}

/** The detail item: `SET` only the keys sent (the root's version guards the aggregate). */
export function addDetailUpdate(plan: TransactionPlan, clientId: string, fields: Record<string, unknown>, now: string): void {
  const entries = Object.entries(fields).filter(([k, v]) => v !== undefined && (clientDetailKeys as string[]).includes(k));
  if (entries.length === 0) return;
  const names = Object.fromEntries(entries.map(([k], i) => [`#d${i}`, k]));
  const values: Record<string, unknown> = Object.fromEntries(entries.map(([, v], i) => [`:d${i}`, v]));
  plan.update(clientKeys.clientDetail(clientId), {
    expression: `SET ${entries.map((_, i) => `#d${i} = :d${i}`).join(', ')}, #u = :now, #e = :entity, #c = :cid, #ca = if_not_exists(#ca, :now)`,
    names: { ...names, '#u': 'updated_at', '#e': 'entity', '#c': 'client_id', '#ca': 'created_at' },
    values: { ...values, ':now': now, ':entity': 'client_detail', ':cid': clientId },
  });
}

/** An email change swaps the `CLIENT_EMAIL` uniqueness items (§1.5). */
export function addEmailSwap({ plan, clientId, from, to, now, onTaken }: {
  plan: TransactionPlan; clientId: string; from: string; to: string; now: string; onTaken: () => AppError;
}): void {
  addNameSwap({ plan, kind: 'CLIENT_EMAIL', from: normEmail(from), to: normEmail(to), owner: { type: 'client', id: clientId }, now, onTaken });
}

/**
 * A new client in the sign-up transaction: the email's uniqueness item first (its failure means the
 * address is taken), then the root and the detail item.
 */
export function addNewClient(plan: TransactionPlan, items: { root: Item; detail: Item; unique: Item }, onEmailTaken: () => AppError): void {
  plan.put(items.unique, onEmailTaken).put(items.root).put(items.detail, undefined, null);
}

