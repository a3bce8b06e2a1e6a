// Rules on an employee's mentors and locations that need stored data (REFERENCE §2.1, §0.2): each
// is a 422 `validation_failed` with the product's field messages. They run before the write; the
// transaction's ConditionChecks catch anything that changes in between.
import { loadEmployeeRoots, loadLocations } from '#functions/employees/employee-list-repository.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import { badRequest, validationFailed } from '#functions/lib/errors/app-error.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';

export interface MentorAssignment {
  mentor_id: string;
  mentor_percentage: number;
}

export const mentorNotValid = (name: string) => validationFailed({ mentors: `${name} is not a mentor` });

/** Each mentor once, and never the employee themself (checked before the write, data model §2.1). */
export function assertMentorAssignments(employeeId: string, mentors: readonly MentorAssignment[]): void {
  const ids = mentors.map((m) => m.mentor_id);
  if (new Set(ids).size !== ids.length) throw badRequest({ mentors: 'Each mentor can be assigned only once' });
  if (ids.includes(employeeId)) throw validationFailed({ mentors: 'An employee cannot be their own mentor' });
}

/** `service_percentage + Σ mentor_percentage ≤ 100`. */
export function assertPercentageBudget(servicePercentage: number, mentorPercentages: readonly number[]): void {
  const total = mentorPercentages.reduce((sum, pct) => sum + pct, servicePercentage);
  if (total > 100) {
    throw validationFailed({ mentors: `Overall assigned percentage exceeded. (service_percentage + mentors percentage = ${total})` });
  }
}

/** The mentor roots for `ids`; each must be an active employee with `is_mentor`. */
export async function loadValidMentors(ids: readonly string[]): Promise<Map<string, EmployeeRoot>> {
  if (ids.length === 0) return new Map();
  const roots = await loadEmployeeRoots(ids);
  for (const id of ids) {
    const root = roots.get(id);
    if (!root || !root.is_mentor || root.deactivated_at !== null) throw mentorNotValid(root ? root.name : id);
  }
  return roots;
}

/** The location roots for `ids`; each must exist and not be archived. */
export async function loadLinkableLocations(ids: readonly string[]): Promise<Map<string, LocationRoot>> {
  if (ids.length === 0) return new Map();
  const locations = await loadLocations(ids, true);
  const unusable = ids.filter((id) => {
    const location = locations.get(id);
    return !location || location.archived;
  });
  if (unusable.length > 0) {
    throw validationFailed({ location_ids: `Location not found or archived: ${unusable.join(', ')}` });
  }
  return locations;
}

/** Ids in request order, each once (a repeated location would be one link anyway). */
export const distinctIds = (ids: readonly string[]): string[] => [...new Set(ids)];
