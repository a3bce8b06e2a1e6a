// Location items (docs/data-model.md §2.3) and the employee–location links read by this group
// (§2.1). Keys and queries only; the rules live in the services. Each read names its pattern and
// returns typed records.
import type { LocationFields } from '#functions/contract/locations.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { locationLinkFromItem, type EmployeeLocationLink } from '#functions/model/employee-record.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { refreshDisplayCopies, uniqueNameItem, versionedSet } from '#functions/lib/db/write-steps.ts';
import { queryAll, queryChildren, queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem, type LocationRoot } from '#functions/model/location-record.ts';

/** The root and its `LOC_NAME` uniqueness item, written together with `attribute_not_exists`. */
export function newLocationItems(id: string, fields: LocationFields, now: string): { root: Item; unique: Item; location: LocationRoot } {
  const root = {
    ...locationKeys.location(id), ...locationKeys.locationIndex(fields.name, id), entity: 'location', id, ...fields,
    archived: false, created_at: now, updated_at: now, version: 1,
  };
  return { root, unique: uniqueNameItem('LOC_NAME', fields.name, { type: 'location', id }, now), location: locationFromItem(root) };
}

/** AP-LOC-2. */
export async function getLocation(id: string, consistent = false): Promise<LocationRoot | undefined> {
  const item = await getItem(locationKeys.location(id), consistent);
  return item ? locationFromItem(item) : undefined;
}

/** AP-LOC-1: every location (archived ones too), ordered by name. */
export const listLocations = async (): Promise<LocationRoot[]> => (await queryPartition(locationKeys.allLocations())).map(locationFromItem);

/** AP-EMP-3: one employee's links; consistent before a write that depends on them. */
export const listLinksOfEmployee = async (employeeId: string, consistent = false): Promise<EmployeeLocationLink[]> =>
  (await queryChildren(employeeKeys.employee(employeeId).PK, employeeKeys.locationLinkPrefix, consistent)).map(locationLinkFromItem);

/** AP-EMP-9: the links of one location. */
export const listLinksOfLocation = async (locationId: string): Promise<EmployeeLocationLink[]> =>
  (await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :location)',
    ExpressionAttributeValues: { ':pk': employeeKeys.employeeLocationLinks().GSI1PK, ':location': `${locationId}#` },
  })).map(locationLinkFromItem);

/** After a rename commits: the display copy `location_name` on the links (AP-EMP-9). */
export async function refreshLinkLocationName(locationId: string, name: string): Promise<void> {
  const links = await listLinksOfLocation(locationId);
  await refreshDisplayCopies(links.map((l) => employeeKeys.employeeLocation(l.employee_id, l.location_id)), { location_name: name });
}

/** The versioned Update of the fields sent; a rename moves the location in AP-LOC-1's order. */
export function addLocationUpdate({ plan, id, changes, version, now }: {
  plan: TransactionPlan; id: string; changes: Record<string, unknown>; version: number; now: string;
}): void {
  const name = typeof changes.name === 'string' ? changes.name : undefined;
  plan.update(locationKeys.location(id), versionedSet({ ...changes, ...(name === undefined ? {} : locationKeys.locationIndex(name, id)) }, version, now));
}

/** Reorder (T-LOC): every link of the employee gets its new position; a link deleted meanwhile fails the whole order. */
export function addLinkPositions(plan: TransactionPlan, employeeId: string, orderedLocationIds: readonly string[], now: string): void {
  orderedLocationIds.forEach((locationId, index) => {
    plan.update(employeeKeys.employeeLocation(employeeId, locationId), {
      expression: 'SET #position = :position, updated_at = :now ADD version :one',
      condition: 'attribute_exists(PK)',
      names: { '#position': 'position' },
      values: { ':position': index + 1, ':now': now, ':one': 1 },
    });
  });
}

/** A location write that drops an employee from its staff deletes their link. */
export function addLinkRemoval(plan: TransactionPlan, employeeId: string, locationId: string): void {
  plan.delete(employeeKeys.employeeLocation(employeeId, locationId));
}
