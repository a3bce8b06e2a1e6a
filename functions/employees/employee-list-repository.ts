// The employee reads beyond one employee: the collection partitions joined in memory (no N+1,
// docs/data-model.md §1.4), BatchGets on collected ids, and the future-appointment guard.
import { clientKeys } from '#functions/model/client-keys.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import {
  employeeFromItem, groupByEmployee, locationLinkFromItem, mentorLinkFromItem, type EmployeeLocationLink, type EmployeeRecord, type EmployeeRoot,
} from '#functions/model/employee-record.ts';
import { batchGet, queryChildren, queryFirst, queryPartition } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { batchDelete, type Key } from '#functions/lib/db/write.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem, type LocationRoot } from '#functions/model/location-record.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

const keyOf = (item: Item): Key => ({ PK: String(item.PK), SK: String(item.SK) });

/** AP-EMP-1: active employee roots, by name. */
export const listActiveEmployees = async (): Promise<EmployeeRoot[]> =>
  (await queryPartition(employeeKeys.employeesByStatus('active'))).map(employeeFromItem);

/** AP-EMP-1 filtered to admins: the recount behind `COUNTER#ACTIVE_ADMINS`. */
export const listActiveAdmins = async (): Promise<EmployeeRoot[]> =>
  (await queryPartition(employeeKeys.employeesByStatus('active'), { FilterExpression: 'is_admin = :true', ExpressionAttributeValues: { ':true': true } }))
    .map(employeeFromItem);

/** AP-EMP-7: active mentors, by name. */
export const listActiveMentors = async (): Promise<EmployeeRoot[]> => (await queryPartition(employeeKeys.activeMentors())).map(employeeFromItem);

/** AP-EMP-5: the keys of the links that name this employee as a mentor. */
export const listMenteeLinkKeys = async (mentorId: string): Promise<Key[]> => (await queryPartition(employeeKeys.menteesOf(mentorId))).map(keyOf);

/**
 * When someone stops being a mentor (the flag is cleared, or they are removed), the links naming them
 * as a mentor (AP-EMP-5) go, so no fee invoice is created for them any more. Removing a link only
 * lowers the mentee's percentage sum, so the mentee's root needs no version check.
 */
export async function deleteMenteeLinks(mentorId: string): Promise<void> {
  await batchDelete(await listMenteeLinkKeys(mentorId));
}

/** AP-EMP-15: the keys of the employee's client links (`EMP#<id>` / `CLIENT#…`). */
export const listClientLinkKeysOfEmployee = async (employeeId: string): Promise<Key[]> =>
  (await queryChildren(employeeKeys.employee(employeeId).PK, clientKeys.linkPrefix)).map(keyOf);

/** AP-EMP-8: every employee–location link. */
export const listAllLinks = async (): Promise<EmployeeLocationLink[]> =>
  (await queryPartition(employeeKeys.employeeLocationLinks())).map(locationLinkFromItem);

/** AP-EMP-1 + AP-EMP-6 + AP-EMP-8: active employees with their links, three Queries joined in memory. */
export async function listActiveEmployeeRecords(): Promise<EmployeeRecord[]> {
  const [roots, mentorLinks, locationLinks] = await Promise.all([
    listActiveEmployees(),
    queryPartition(employeeKeys.mentorLinks()),
    listAllLinks(),
  ]);
  const mentorsOf = groupByEmployee(mentorLinks.map(mentorLinkFromItem));
  const locationsOf = groupByEmployee(locationLinks);
  return roots.map((root) => ({
    root,
    mentors: mentorsOf.get(root.id) ?? [],
    locations: locationsOf.get(root.id) ?? [],
  }));
}

/** AP-EMP-2 for many ids (BatchGet), strongly consistent for checks before a write. */
export async function loadEmployeeRoots(ids: readonly string[]): Promise<Map<string, EmployeeRoot>> {
  const roots = (await batchGet(ids.map((id) => employeeKeys.employee(id)), true)).map(employeeFromItem);
  return new Map(roots.map((r) => [r.id, r]));
}

/** Location roots by id (BatchGet on `LOC#<id>/#META`). */
export async function loadLocations(ids: readonly string[], consistent = false): Promise<Map<string, LocationRoot>> {
  const locations = (await batchGet(ids.map((id) => locationKeys.location(id)), consistent)).map(locationFromItem);
  return new Map(locations.map((l) => [l.id, l]));
}

/**
 * AP-APPT-6: does the employee have a future appointment that is not cancelled? Reads from `now`
 * on and stops at the first match (the guard before a removal).
 */
export async function hasFutureAppointments(employeeId: string, now = new Date()): Promise<boolean> {
  const found = await queryFirst({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK >= :now',
    FilterExpression: '#status <> :cancelled',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': scheduleKeys.appointmentsOfEmployee(employeeId).GSI1PK, ':now': now.toISOString(), ':cancelled': 'cancelled' },
  });
  return found !== undefined;
}
