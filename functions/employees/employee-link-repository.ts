// Location and mentor links (data model §2.1, T-EMP-WRITE). `location_ids` and `mentors` replace
// their whole set: these steps diff the stored links against the wanted set and add the Deletes,
// Puts and Updates to the employee's transaction. The root's version condition in the same
// transaction guarantees the diff was taken against the committed set.
import { employeeKeys } from '#functions/employees/employee-keys.ts';
import type { MentorAssignment } from '#functions/employees/employee-validation.ts';
import { mentorNotValid } from '#functions/employees/employee-validation.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface EmployeeIdentity {
  id: string;
  name: string;
}

export function locationLinkItem(employee: EmployeeIdentity, location: Item, position: number, now: string): Item {
  const locationId = String(location.id);
  return {
    ...employeeKeys.employeeLocation(employee.id, locationId), ...employeeKeys.employeeLocationIndex(employee.id, locationId),
    entity: 'employee_location', employee_id: employee.id, location_id: locationId, position,
    location_name: String(location.name ?? ''), employee_name: employee.name, employee_active: true,
    created_at: now, updated_at: now, version: 1,
  };
}

export function mentorLinkItem(employeeId: string, mentor: Item, percentage: number, now: string): Item {
  const mentorId = String(mentor.id);
  return {
    ...employeeKeys.employeeMentor(employeeId, mentorId), ...employeeKeys.employeeMentorIndex(employeeId, mentorId),
    entity: 'employee_mentor', employee_id: employeeId, mentor_id: mentorId, mentor_name: String(mentor.name ?? ''),
    mentor_percentage: percentage, created_at: now, updated_at: now, version: 1,
  };
}

/** `position` follows the order of `wantedIds` (1 = primary location). */
export function addLocationChanges(
  plan: TransactionPlan, employee: EmployeeIdentity, current: readonly Item[], wantedIds: readonly string[], locations: Map<string, Item>, now: string,
): void {
  const wanted = new Map(wantedIds.map((id, index) => [id, index + 1]));
  for (const link of current) {
    const locationId = String(link.location_id);
    const position = wanted.get(locationId);
    if (position === undefined) plan.delete(employeeKeys.employeeLocation(employee.id, locationId));
    else if (position !== link.position) {
      plan.update(employeeKeys.employeeLocation(employee.id, locationId), {
        expression: 'SET #position = :position, updated_at = :now ADD version :one',
        names: { '#position': 'position' }, values: { ':position': position, ':now': now, ':one': 1 },
      });
    }
  }
  const linked = new Set(current.map((l) => String(l.location_id)));
  for (const [locationId, position] of wanted) {
    const location = locations.get(locationId);
    if (!linked.has(locationId) && location) plan.put(locationLinkItem(employee, location, position, now));
  }
}

/** Every mentor added gets a ConditionCheck on its root: still a mentor, still active. */
export function addMentorChanges(
  plan: TransactionPlan, employeeId: string, current: readonly Item[], wanted: readonly MentorAssignment[], mentors: Map<string, Item>, now: string,
): void {
  const wantedById = new Map(wanted.map((m) => [m.mentor_id, m.mentor_percentage]));
  for (const link of current) {
    const mentorId = String(link.mentor_id);
    const percentage = wantedById.get(mentorId);
    if (percentage === undefined) plan.delete(employeeKeys.employeeMentor(employeeId, mentorId));
    else if (percentage !== link.mentor_percentage) {
      plan.update(employeeKeys.employeeMentor(employeeId, mentorId), {
        expression: 'SET mentor_percentage = :pct, updated_at = :now ADD version :one',
        values: { ':pct': percentage, ':now': now, ':one': 1 },
      });
    }
  }
  const assigned = new Set(current.map((l) => String(l.mentor_id)));
  for (const [mentorId, percentage] of wantedById) {
    const mentor = mentors.get(mentorId);
    if (assigned.has(mentorId) || !mentor) continue;
    plan.put(mentorLinkItem(employeeId, mentor, percentage, now));
    plan.check(employeeKeys.employee(mentorId), 'is_mentor = :true AND attribute_not_exists(deactivated_at)', { ':true': true },
      () => mentorNotValid(String(mentor.name ?? mentorId)));
  }
}
