// The employee aggregate as services see it (docs/data-model.md §2.1): the root and its location and
// mentor links, with the stored attribute names. The `*FromItem` functions are the one place that
// reads stored attributes; services, DTO mappers and other groups work on these typed records.
import { bool, int, str, text, type Item } from '#functions/lib/db/read.ts';

export interface EmployeeRoot {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  must_change_password: boolean;
  gfe: boolean;
  // A stored 0 means 0; only a missing value falls back to the REFERENCE defaults (60/10/20).
  service_percentage: number;
  retail_percentage: number;
  wellness_percentage: number;
  has_access_only_to: string[];
  vendor_name: string | null;
  /** The object key of the confirmed `profile_photo` upload, or null. */
  profile_photo_key: string | null;
  reference_number: string;
  require_deposit: boolean;
  instant_pay: boolean;
  plan: 'free' | 'paid' | null;
  stripe_account_id: string | null;
  stripe_payouts_enabled: boolean;
  is_admin: boolean;
  is_inv_manager: boolean;
  is_mentor: boolean;
  /** Set when the employee was removed; the root stays for history. */
  deactivated_at: string | null;
  version: number;
}

/** `EMP#<employeeId>` / `LOC#<locationId>`: the location's name and the employee's are copies. */
export interface EmployeeLocationLink {
  employee_id: string;
  location_id: string;
  location_name: string;
  employee_name: string;
  /** 1 = primary; gaps allowed (§2.3 "Link order"); null only on an item written without one. */
  position: number | null;
  /** False once the employee was removed: public lists leave the link out. */
  employee_active: boolean;
}

/** `EMP#<employeeId>` / `MENTOR#<mentorId>`. */
export interface EmployeeMentorLink {
  employee_id: string;
  mentor_id: string;
  mentor_name: string;
  mentor_percentage: number;
}

/** An employee root with its location and mentor links (AP-EMP-2/3/4, or joined from AP-EMP-6/8). */
export interface EmployeeRecord {
  root: EmployeeRoot;
  locations: EmployeeLocationLink[];
  mentors: EmployeeMentorLink[];
}

export function employeeFromItem(item: Item): EmployeeRoot {
  return {
    id: text(item.id), name: text(item.name), email: text(item.email),
    password_hash: str(item.password_hash), must_change_password: bool(item.must_change_password), gfe: bool(item.gfe),
    service_percentage: int(item.service_percentage, 60), retail_percentage: int(item.retail_percentage, 10),
    wellness_percentage: int(item.wellness_percentage, 20),
    has_access_only_to: Array.isArray(item.has_access_only_to) ? item.has_access_only_to.map(String) : ['all'],
    vendor_name: str(item.vendor_name), profile_photo_key: str(item.profile_photo_key), reference_number: text(item.reference_number),
    require_deposit: bool(item.require_deposit), instant_pay: bool(item.instant_pay),
    plan: item.plan === 'free' || item.plan === 'paid' ? item.plan : null,
    stripe_account_id: str(item.stripe_account_id), stripe_payouts_enabled: bool(item.stripe_payouts_enabled),
    is_admin: bool(item.is_admin), is_inv_manager: bool(item.is_inv_manager), is_mentor: bool(item.is_mentor),
    deactivated_at: str(item.deactivated_at) || null, version: int(item.version, 1),
  };
}

export const locationLinkFromItem = (item: Item): EmployeeLocationLink => ({
  employee_id: text(item.employee_id), location_id: text(item.location_id),
  location_name: text(item.location_name), employee_name: text(item.employee_name),
  position: typeof item.position === 'number' ? item.position : null, employee_active: item.employee_active !== false,
});

export const mentorLinkFromItem = (item: Item): EmployeeMentorLink => ({
  employee_id: text(item.employee_id), mentor_id: text(item.mentor_id),
  mentor_name: text(item.mentor_name), mentor_percentage: int(item.mentor_percentage, 0),
});

/** Links grouped by their `employee_id`, for joining a collection partition in memory. */
export function groupByEmployee<T extends { employee_id: string }>(links: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const link of links) groups.set(link.employee_id, [...(groups.get(link.employee_id) ?? []), link]);
  return groups;
}
