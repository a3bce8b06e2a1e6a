// Staff reads of locations (REFERENCE §3.4): the settings list and pickers, one location, its staff,
// and an employee's locations in their order. Every read is one or a few Queries joined in memory.
import type { LocationRef } from '#functions/contract/common.ts';
import type { Location, LocationEmployee, PositionedLocation } from '#functions/contract/locations.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { targetEmployeeId } from '#functions/lib/auth/employee-scope.ts';
import {
  byId, isActiveLink, isArchived, linkedEmployees, linksByLocation, rankedLocations, toLocation, toLocationRef,
} from '#functions/locations/location-dto.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';
import { listAllLinks } from '#functions/employees/public.ts';
import { getLocation, listLinksOfEmployee, listLinksOfLocation, listLocations } from '#functions/locations/location-repository.ts';

export interface LocationFilter {
  employee_id?: string | undefined;
  skip_by_employee_id?: string | undefined;
  status?: 'active' | 'archived' | 'all';
}

const locationIdsOf = async (employeeId: string) => new Set((await listLinksOfEmployee(employeeId)).map((l) => l.location_id));

/** AP-LOC-1 narrowed by the filter; `skip_by_employee_id` is the add-location picker (active only). */
async function selectLocations(filter: LocationFilter): Promise<LocationRoot[]> {
  const [all, ofEmployee, skipped] = await Promise.all([
    listLocations(),
    filter.employee_id ? locationIdsOf(filter.employee_id) : undefined,
    filter.skip_by_employee_id ? locationIdsOf(filter.skip_by_employee_id) : undefined,
  ]);
  const status = skipped ? 'active' : (filter.status ?? 'active');
  return all.filter((location) => {
    if (ofEmployee && !ofEmployee.has(location.id)) return false;
    if (skipped?.has(location.id)) return false;
    return status === 'all' || (status === 'archived') === isArchived(location);
  });
}

/** GET /api/locations: AP-LOC-1 + AP-EMP-8 for the staff of each. */
export async function listStaffLocations(filter: LocationFilter): Promise<Location[]> {
  const [locations, links] = await Promise.all([selectLocations(filter), listAllLinks()]);
  const linksOf = linksByLocation(links);
  return locations.map((location) => toLocation(location, linkedEmployees(linksOf.get(location.id) ?? [])));
}

/** GET /api/schedule_locations: refs; an employee's come in their own order (primary first). */
export async function listScheduleLocations(filter: LocationFilter): Promise<LocationRef[]> {
  if (filter.employee_id) {
    const [links, locations] = await Promise.all([listLinksOfEmployee(filter.employee_id), listLocations()]);
    return rankedLocations(links, byId(locations)).map(({ id, name }) => ({ id, name }));
  }
  return (await selectLocations({ ...filter, status: 'active' })).map(toLocationRef);
}

async function loadLocation(id: string): Promise<LocationRoot> {
  const location = await getLocation(id);
  if (!location) throw notFound();
  return location;
}

/** GET /api/locations/{id} (archived ones too: the settings screen edits them). */
export async function readLocation(id: string): Promise<Location> {
  const [location, links] = await Promise.all([loadLocation(id), listLinksOfLocation(id)]);
  return toLocation(location, linkedEmployees(links));
}

/** GET /api/locations/{id}/employees: AP-EMP-9, active employees only. */
export async function listLocationEmployees(id: string): Promise<LocationEmployee[]> {
  const [location, links] = await Promise.all([loadLocation(id), listLinksOfLocation(id)]);
  return links
    .filter(isActiveLink)
    .map((link) => {
      const employee = { id: link.employee_id, name: link.employee_name };
      return { ...employee, employee_locations: [{ id: location.id, employee, location: toLocationRef(location) }] };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /api/locations/get_locations: AP-EMP-3 joined with AP-LOC-1 for current names and archiving. */
export async function listEmployeeLocations(caller: Caller, requestedId: string | undefined): Promise<PositionedLocation[]> {
  const employeeId = targetEmployeeId(caller, requestedId);
  const [links, locations] = await Promise.all([listLinksOfEmployee(employeeId), listLocations()]);
  return rankedLocations(links, byId(locations));
}
