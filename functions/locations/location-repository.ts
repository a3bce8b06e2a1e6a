// Location items (docs/data-model.md §2.3) and the employee–location links read by this group
// (§2.1). Keys and queries only; the rules live in the services. Each read names its pattern.
import type { LocationFields } from '#functions/contract/locations.ts';
import { employeeKeys } from '#functions/employees/employee-keys.ts';
import { refreshDisplayCopies, uniqueNameItem } from '#functions/lib/db/write-steps.ts';
import { queryAll, queryChildren, queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { locationKeys } from '#functions/locations/location-keys.ts';

/** The root and its `LOC_NAME` uniqueness item, written together with `attribute_not_exists`. */
export function newLocationItems(id: string, fields: LocationFields, now: string): { root: Item; unique: Item } {
  return {
    root: {
      ...locationKeys.location(id), ...locationKeys.locationIndex(fields.name, id), entity: 'location', id, ...fields,
      archived: false, created_at: now, updated_at: now, version: 1,
    },
    unique: uniqueNameItem('LOC_NAME', fields.name, { type: 'location', id }, now),
  };
}

/** AP-LOC-2. */
export const getLocation = (id: string, consistent = false): Promise<Item | undefined> => getItem(locationKeys.location(id), consistent);

/** AP-LOC-1: every location (archived ones too), ordered by name. */
export const listLocations = (): Promise<Item[]> => queryPartition(locationKeys.allLocations());

/** AP-EMP-3: one employee's links; consistent before a write that depends on them. */
export const listLinksOfEmployee = (employeeId: string, consistent = false): Promise<Item[]> =>
  queryChildren(employeeKeys.employee(employeeId).PK, 'LOC#', consistent);

/** AP-EMP-8: every employee–location link. */
export const listAllLinks = (): Promise<Item[]> => queryPartition(employeeKeys.employeeLocationLinks());

/** AP-EMP-9: the links of one location. */
export const listLinksOfLocation = (locationId: string): Promise<Item[]> =>
  queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :location)',
    ExpressionAttributeValues: { ':pk': employeeKeys.employeeLocationLinks().GSI1PK, ':location': `${locationId}#` },
  });

/** After a rename commits: the display copy `location_name` on the links (AP-EMP-9). */
export async function refreshLinkLocationName(locationId: string, name: string): Promise<void> {
  await refreshDisplayCopies(await listLinksOfLocation(locationId), { location_name: name });
}
