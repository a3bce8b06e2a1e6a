// DTO mappers for employees (REFERENCE §4.0). Each view copies its fields by name, so a hash, token,
// Stripe customer id or key attribute can never reach a response, even before the zod response
// schema strips unknown keys.
import type { EmployeeRef, LocationRef } from '#functions/contract/common.ts';
import type { EmployeeAdmin, EmployeeDirectoryEntry, EmployeeManagerView, EmployeeProfile } from '#functions/contract/employees.ts';
import { presignGet } from '#functions/lib/storage/object-storage-repository.ts';
import type {
  EmployeeLocationLink, EmployeeMentorLink, EmployeeRecord, EmployeeRoot,
} from '#functions/model/employee-record.ts';

export type LocationPosition = LocationRef & { position: number };

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The employee's location links as `[LocationRef + position]`, primary first. */
export function toLocationPositions(links: readonly EmployeeLocationLink[]): LocationPosition[] {
  return links
    .map((l) => ({ id: l.location_id, name: l.location_name, position: l.position ?? 1 }))
    .sort(byPosition);
}

function toEmployeeLocations(links: readonly EmployeeLocationLink[]) {
  return toLocationPositions(links).map((l) => ({ id: l.id, location: { id: l.id, name: l.name }, position: l.position }));
}

function toEmployeeMentors(links: readonly EmployeeMentorLink[]) {
  return links
    .map((m) => ({ id: m.mentor_id, mentor: { id: m.mentor_id, name: m.mentor_name }, mentor_percentage: m.mentor_percentage }))
    .sort((a, b) => a.mentor.name.localeCompare(b.mentor.name));
}

export const toEmployeeRef = (root: EmployeeRoot): EmployeeRef => ({ id: root.id, name: root.name });

export const toDirectoryEntry = (root: EmployeeRoot): EmployeeDirectoryEntry => ({ ...toEmployeeRef(root), is_mentor: root.is_mentor });

/** What inventory managers see: no pay, vendor or Stripe fields. */
export function toManagerView({ root: r, locations, mentors }: EmployeeRecord): EmployeeManagerView {
  return {
    id: r.id, name: r.name, email: r.email, gfe: r.gfe, has_access_only_to: r.has_access_only_to,
    require_deposit: r.require_deposit, profile_photo_url: null, active: r.deactivated_at === null, version: r.version,
    is_admin: r.is_admin, is_inv_manager: r.is_inv_manager, is_mentor: r.is_mentor,
    employee_locations: toEmployeeLocations(locations),
    employee_mentors: toEmployeeMentors(mentors).map(({ id, mentor }) => ({ id, mentor })),
  };
}

export function toEmployeeAdmin(record: EmployeeRecord): EmployeeAdmin {
  const r = record.root;
  return {
    ...toManagerView(record),
    employee_mentors: toEmployeeMentors(record.mentors),
    vendor_name: r.vendor_name,
    service_percentage: r.service_percentage, retail_percentage: r.retail_percentage, wellness_percentage: r.wellness_percentage,
    reference_number: r.reference_number, instant_pay: r.instant_pay, plan: r.plan,
    stripe_account_id: r.stripe_account_id, stripe_payouts_enabled: r.stripe_payouts_enabled, stripe_details_submitted: r.stripe_details_submitted,
  };
}

export function toEmployeeProfile(record: EmployeeRecord): EmployeeProfile {
  return { ...toEmployeeAdmin(record), must_change_password: record.root.must_change_password };
}

/** A view with its photo's presigned URL (the sync views above leave `profile_photo_url` null). */
export async function withPhotoUrl<T extends { profile_photo_url: string | null }>(view: T, root: EmployeeRoot): Promise<T> {
  return root.profile_photo_key === null ? view : { ...view, profile_photo_url: await presignGet(root.profile_photo_key, `${root.name}-photo`) };
}

/** `employee_schedules` rows: who works where. */
export function toScheduleEntry(root: EmployeeRoot, links: readonly EmployeeLocationLink[]) {
  return {
    ...toEmployeeRef(root),
    employee_locations: toLocationPositions(links).map((l) => ({ id: l.id, location: { id: l.id, name: l.name } })),
  };
}
