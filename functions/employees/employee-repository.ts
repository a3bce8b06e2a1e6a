// Employee items (docs/data-model.md §2.1): the root `EMP#<id>/#META` with its children (location
// links, mentor links) in the same partition, so one Query reads a whole employee.
import { randomInt } from 'node:crypto';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { bool, getCollection, getItem, int, lookupOwner, str, type Item } from '#functions/lib/db/read.ts';
import { keys, normEmail, normName } from '#functions/lib/db/keys.ts';

export interface EmployeeRecord {
  root: Item;
  locations: Item[];
  mentors: Item[];
}

export async function loadEmployee(id: string): Promise<EmployeeRecord | null> {
  const items = await getCollection(keys.employee(id).PK, true);
  const root = items.find((i) => i.SK === '#META');
  if (!root) return null;
  return {
    root,
    locations: items.filter((i) => String(i.SK).startsWith('LOC#')),
    mentors: items.filter((i) => String(i.SK).startsWith('MENTOR#')),
  };
}

/** The employee root for a sign-in email (AP-AUTH-3), or undefined. */
export async function findEmployeeByEmail(email: string): Promise<Item | undefined> {
  const id = await lookupOwner('EMP_EMAIL', normEmail(email));
  return id ? getItem(keys.employee(id), true) : undefined;
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The referral code: 20 random letters (REFERENCE §2.1). */
export const newReferenceNumber = (): string => Array.from({ length: 20 }, () => letters[randomInt(letters.length)]).join('');

export interface NewEmployee {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  isAdmin: boolean;
  isInvManager: boolean;
  isMentor: boolean;
  percentages: { service: number; retail: number; wellness: number };
  vendorName: string | null;
}

/** The root and its uniqueness items, to be written in one transaction with `attribute_not_exists`. */
export function newEmployeeItems(e: NewEmployee, now: string): { root: Item; uniques: Item[] } {
  const reference = newReferenceNumber();
  const nameKey = normName(e.name);
  const root: Item = {
    ...keys.employee(e.id), entity: 'employee', id: e.id, name: e.name, email: normEmail(e.email),
    password_hash: e.passwordHash, must_change_password: false, gfe: false,
    service_percentage: e.percentages.service, retail_percentage: e.percentages.retail, wellness_percentage: e.percentages.wellness,
    has_access_only_to: ['all'], vendor_name: e.vendorName, reference_number: reference, require_deposit: false,
    instant_pay: false, plan: null, stripe_payouts_enabled: false,
    is_admin: e.isAdmin, is_inv_manager: e.isInvManager, is_mentor: e.isMentor,
    GSI1PK: 'EMPLOYEES#active', GSI1SK: `${nameKey}#${e.id}`,
    ...(e.isMentor ? { GSI2PK: 'MENTORS', GSI2SK: `${nameKey}#${e.id}` } : {}),
    created_at: now, updated_at: now, version: 1,
  };
  const unique = (kind: string, value: string): Item => ({ ...keys.unique(kind, value), entity: 'uniqueness', kind, owner_type: 'employee', owner_id: e.id, created_at: now });
  return { root, uniques: [unique('EMP_EMAIL', normEmail(e.email)), unique('EMP_NAME', nameKey), unique('EMP_REF', reference)] };
}

export function toEmployeeProfile(record: EmployeeRecord): EmployeeProfile {
  const r = record.root;
  return {
    id: String(r.id), name: String(r.name), email: String(r.email), version: int(r.version, 1),
    gfe: bool(r.gfe), has_access_only_to: Array.isArray(r.has_access_only_to) ? r.has_access_only_to.map(String) : ['all'],
    require_deposit: bool(r.require_deposit), profile_photo_url: null, active: !r.deactivated_at,
    is_admin: bool(r.is_admin), is_inv_manager: bool(r.is_inv_manager), is_mentor: bool(r.is_mentor),
    vendor_name: str(r.vendor_name),
    service_percentage: int(r.service_percentage, 60), retail_percentage: int(r.retail_percentage, 10), wellness_percentage: int(r.wellness_percentage, 20),
    reference_number: String(r.reference_number ?? ''), instant_pay: bool(r.instant_pay),
    plan: r.plan === 'free' || r.plan === 'paid' ? r.plan : null,
    stripe_account_id: str(r.stripe_account_id), stripe_payouts_enabled: bool(r.stripe_payouts_enabled),
    must_change_password: bool(r.must_change_password),
    employee_locations: record.locations
      .map((l) => ({ id: String(l.location_id), location: { id: String(l.location_id), name: String(l.location_name ?? '') }, position: int(l.position, 1) }))
      .sort((a, b) => a.position - b.position),
    employee_mentors: record.mentors.map((m) => ({
      id: String(m.mentor_id), mentor: { id: String(m.mentor_id), name: String(m.mentor_name ?? '') }, mentor_percentage: int(m.mentor_percentage, 0),
    })),
  };
}
