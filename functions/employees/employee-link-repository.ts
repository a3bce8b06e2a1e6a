// Location and mentor links (data model §2.1, T-EMP-WRITE). `location_ids` and `mentors` replace
// their whole set: these steps diff the stored links against the wanted set and add the Deletes,
// Puts and Updates to the employee's transaction. The root's version condition in the same
// transaction guarantees the diff was taken against the committed set.
import { employeeKeys } from '#functions/model/employee-keys.ts';
import type { EmployeeLocationLink, EmployeeMentorLink, EmployeeRoot } from '#functions/model/employee-record.ts';
import type { MentorAssignment } from '#functions/employees/employee-validation.ts';
import { mentorNotValid } from '#functions/employees/employee-validation.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { Key } from '#functions/lib/db/write.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';

export interface EmployeeIdentity {
  id: string;
  name: string;
}

/** The keys of some location links, for the display-copy refreshes. */
export const locationLinkKeys = (links: readonly EmployeeLocationLink[]): Key[] =>
  links.map((link) => employeeKeys.employeeLocation(link.employee_id, link.location_id));

export function locationLinkItem(employee: EmployeeIdentity, location: { id: string; name: string }, position: number, now: string): Item {
  return {
    ...employeeKeys.employeeLocation(employee.id, location.id), ...employeeKeys.employeeLocationIndex(employee.id, location.id),
    entity: 'employee_location', employee_id: employee.id, location_id: location.id, position,
    location_name: location.name, employee_name: employee.name, employee_active: true,
    created_at: now, updated_at: now, version: 1,
  };
}

export function mentorLinkItem(employeeId: string, mentor: EmployeeIdentity, percentage: number, now: string): Item {
  return {
    ...employeeKeys.employeeMentor(employeeId, mentor.id), ...employeeKeys.employeeMentorIndex(employeeId, mentor.id),
    entity: 'employee_mentor', employee_id: employeeId, mentor_id: mentor.id, mentor_name: mentor.name,
    mentor_percentage: percentage, created_at: now, updated_at: now, version: 1,
  };
}

/** `position` follows the order of `wantedIds` (1 = primary location). */
export function addLocationChanges({ plan, employee, current, wantedIds, locations, now }: {
  plan: TransactionPlan; employee: EmployeeIdentity; current: readonly EmployeeLocationLink[]; wantedIds: readonly string[];
  locations: ReadonlyMap<string, LocationRoot>; now: string;
}): void {
  const wanted = new Map(wantedIds.map((id, index) => [id, index + 1]));
  for (const link of current) {
    const position = wanted.get(link.location_id);
    if (position === undefined) plan.delete(employeeKeys.employeeLocation(employee.id, link.location_id));
    else if (position !== link.position) {
      plan.update(employeeKeys.employeeLocation(employee.id, link.location_id), {
        expression: 'SET #position = :position, updated_at = :now ADD version :one',
        names: { '#position': 'position' }, values: { ':position': position, ':now': now, ':one': 1 },
      });
    }
  }
  const linked = new Set(current.map((l) => l.location_id));
  for (const [locationId, position] of wanted) {
    const location = locations.get(locationId);
    if (!linked.has(locationId) && location) plan.put(locationLinkItem(employee, location, position, now));
  }
}

/** Every mentor added gets a ConditionCheck on its root: still a mentor, still active. */
export function addMentorChanges({ plan, employeeId, current, wanted, mentors, now }: {
  plan: TransactionPlan; employeeId: string; current: readonly EmployeeMentorLink[]; wanted: readonly MentorAssignment[];
  mentors: ReadonlyMap<string, EmployeeRoot>; now: string;
}): void {
  const wantedById = new Map(wanted.map((m) => [m.mentor_id, m.mentor_percentage]));
  for (const link of current) {
    const percentage = wantedById.get(link.mentor_id);
    if (percentage === undefined) plan.delete(employeeKeys.employeeMentor(employeeId, link.mentor_id));
    else if (percentage !== link.mentor_percentage) {
      plan.update(employeeKeys.employeeMentor(employeeId, link.mentor_id), {
        expression: 'SET mentor_percentage = :pct, updated_at = :now ADD version :one',
        values: { ':pct': percentage, ':now': now, ':one': 1 },
      });
    }
  }
  const assigned = new Set(current.map((l) => l.mentor_id));
  for (const [mentorId, percentage] of wantedById) {
    const mentor = mentors.get(mentorId);
    if (assigned.has(mentorId) || !mentor) continue;
    plan.put(mentorLinkItem(employeeId, mentor, percentage, now));
    plan.check(employeeKeys.employee(mentorId), 'is_mentor = :true AND attribute_not_exists(deactivated_at)', { ':true': true },
      () => mentorNotValid(mentor.name || mentorId));
  }
}
