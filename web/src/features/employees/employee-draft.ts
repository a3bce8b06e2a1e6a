// The employee form's draft: what its inputs hold (a blank number is '', a mentor row has a key for
// React), and the two ways out of it, into the create and the update body the contract validates.
import type { EmployeeAdmin } from '#functions/contract/employees.ts';

export interface MentorRow {
  /** Stable across edits, so removing a row keeps the others' inputs (and focus) in place. */
  key: string;
  mentor_id: string;
  mentor_percentage: number | '';
}

export interface EmployeeDraft extends Record<string, unknown> {
  name: string;
  email: string;
  vendor_name: string;
  service_percentage: number | '';
  retail_percentage: number | '';
  wellness_percentage: number | '';
  gfe: boolean;
  is_admin: boolean;
  is_inv_manager: boolean;
  is_mentor: boolean;
  /** Online bookings with them hold the slot until a deposit is paid (REFERENCE §3.7). */
  require_deposit: boolean;
  location_ids: string[];
  mentors: MentorRow[];
}

export type Percentage = 'service_percentage' | 'retail_percentage' | 'wellness_percentage';

let nextRowKey = 0;
export function newMentorRow(mentorId = '', percentage: number | '' = ''): MentorRow {
  nextRowKey += 1;
  return { key: `mentor-row-${nextRowKey}`, mentor_id: mentorId, mentor_percentage: percentage };
}

/** A new employee: blank percentages mean the practice's defaults (REFERENCE §2.1). */
export const emptyDraft: EmployeeDraft = {
  name: '',
  email: '',
  vendor_name: '',
  service_percentage: '',
  retail_percentage: '',
  wellness_percentage: '',
  gfe: false,
  is_admin: false,
  is_inv_manager: false,
  is_mentor: false,
  require_deposit: false,
  location_ids: [],
  mentors: [],
};

export function draftOf(employee: EmployeeAdmin): EmployeeDraft {
  const locations = [...employee.employee_locations].sort((a, b) => a.position - b.position);
  return {
    name: employee.name,
    email: employee.email,
    vendor_name: employee.vendor_name ?? '',
    service_percentage: employee.service_percentage,
    retail_percentage: employee.retail_percentage,
    wellness_percentage: employee.wellness_percentage,
    gfe: employee.gfe,
    is_admin: employee.is_admin,
    is_inv_manager: employee.is_inv_manager,
    is_mentor: employee.is_mentor,
    require_deposit: employee.require_deposit,
    location_ids: locations.map((entry) => entry.location.id),
    mentors: employee.employee_mentors.map((entry) => newMentorRow(entry.mentor.id, entry.mentor_percentage)),
  };
}

const orUndefined = <T>(value: T | '') => (value === '' ? undefined : value);

/** The create body as the schema reads it: blanks become "not given" (defaults) or null. */
export function createInput({ mentors, ...draft }: EmployeeDraft) {
  return {
    ...draft,
    vendor_name: draft.vendor_name.trim() === '' ? null : draft.vendor_name,
    service_percentage: orUndefined(draft.service_percentage),
    retail_percentage: orUndefined(draft.retail_percentage),
    wellness_percentage: orUndefined(draft.wellness_percentage),
    mentors: mentors.map((row) => ({ mentor_id: orUndefined(row.mentor_id), mentor_percentage: orUndefined(row.mentor_percentage) })),
  };
}

/**
 * The update body: every field the form shows, and the version it started from. A blank percentage
 * stays '' so the schema calls it blank instead of silently leaving the old value.
 */
export function updateInput(draft: EmployeeDraft, version: number) {
  const input = createInput(draft);
  return {
    ...input,
    service_percentage: draft.service_percentage,
    retail_percentage: draft.retail_percentage,
    wellness_percentage: draft.wellness_percentage,
    version,
  };
}
