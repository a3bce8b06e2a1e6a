// DTO mappers for employees (REFERENCE §4.0). Each view copies its fields by name, so a hash, token,
// Stripe customer id or key attribute can never reach a response, even before the zod response
// schema strips unknown keys.
import type { EmployeeRef, LocationRef } from '#functions/contract/common.ts';
import type { EmployeeAdmin, EmployeeDirectoryEntry, EmployeeManagerView, EmployeeProfile } from '#functions/contract/employees.ts';
import { bool, int, str, type Item } from '#functions/lib/db/read.ts';

/** An employee root with its location and mentor links (AP-EMP-2/3/4, or joined from AP-EMP-6/8). */
export interface EmployeeRecord {
  root: Item;
  locations: Item[];
  mentors: Item[];
}

export type LocationPosition = LocationRef & { position: number };

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The employee's location links as `[LocationRef + position]`, primary first. */
export function toLocationPositions(links: readonly Item[]): LocationPosition[] {
  return links
    .map((l) => ({ id: String(l.location_id), name: String(l.location_name ?? ''), position: int(l.position, 1) }))
    .sort(byPosition);
}

function toEmployeeLocations(links: readonly Item[]) {
  return toLocationPositions(links).map((l) => ({ id: l.id, location: { id: l.id, name: l.name }, position: l.position }));
}

function toEmployeeMentors(links: readonly Item[]) {
  return links
    .map((m) => ({ id: String(m.mentor_id), mentor: { id: String(m.mentor_id), name: String(m.mentor_name ?? '') }, mentor_percentage: int(m.mentor_percentage, 0) }))
    .sort((a, b) => a.mentor.name.localeCompare(b.mentor.name));
}

export const toEmployeeRef = (root: Item): EmployeeRef => ({ id: String(root.id), name: String(root.name) });

export const toDirectoryEntry = (root: Item): EmployeeDirectoryEntry => ({ ...toEmployeeRef(root), is_mentor: bool(root.is_mentor) });

/** What inventory managers see: no pay, vendor or Stripe fields. */
export function toManagerView({ root: r, locations, mentors }: EmployeeRecord): EmployeeManagerView {
  return {
    id: String(r.id), name: String(r.name), email: String(r.email), gfe: bool(r.gfe),
    has_access_only_to: Array.isArray(r.has_access_only_to) ? r.has_access_only_to.map(String) : ['all'],
    require_deposit: bool(r.require_deposit), profile_photo_url: null, active: !r.deactivated_at, version: int(r.version, 1),
    is_admin: bool(r.is_admin), is_inv_manager: bool(r.is_inv_manager), is_mentor: bool(r.is_mentor),
    employee_locations: toEmployeeLocations(locations),
    employee_mentors: toEmployeeMentors(mentors).map(({ id, mentor }) => ({ id, mentor })),
  };
}

export function toEmployeeAdmin(record: EmployeeRecord): EmployeeAdmin {
  const r = record.root;
  return {
    ...toManagerView(record),
    employee_mentors: toEmployeeMentors(record.mentors),
    vendor_name: str(r.vendor_name),
    // CB: a stored 0 means 0; only a missing value falls back to the REFERENCE defaults.
    service_percentage: int(r.service_percentage, 60), retail_percentage: int(r.retail_percentage, 10), wellness_percentage: int(r.wellness_percentage, 20),
    reference_number: String(r.reference_number ?? ''), instant_pay: bool(r.instant_pay),
    plan: r.plan === 'free' || r.plan === 'paid' ? r.plan : null,
    stripe_account_id: str(r.stripe_account_id), stripe_payouts_enabled: bool(r.stripe_payouts_enabled),
  };
}

export function toEmployeeProfile(record: EmployeeRecord): EmployeeProfile {
  return { ...toEmployeeAdmin(record), must_change_password: bool(record.root.must_change_password) };
}

/** `employee_schedules` rows: who works where. */
export function toScheduleEntry(root: Item, links: readonly Item[]) {
  return {
    ...toEmployeeRef(root),
    employee_locations: toLocationPositions(links).map((l) => ({ id: l.id, location: { id: l.id, name: l.name } })),
  };
}

/** Groups link items by their `employee_id`, for joining a collection partition in memory. */
export function groupByEmployee(links: readonly Item[]): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const link of links) {
    const id = String(link.employee_id);
    groups.set(id, [...(groups.get(id) ?? []), link]);
  }
  return groups;
}
