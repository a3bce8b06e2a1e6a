// DTO mappers for locations: typed records in, contract shapes out. They never copy keys or
// internals, and the endpoint's response schema strips anything they might add by mistake.
import type { EmployeeRef, LocationRef } from '#functions/contract/common.ts';
import type { Location, PositionedLocation, PublicEmployee, PublicLocation } from '#functions/contract/locations.ts';
import type { EmployeeLocationLink } from '#functions/model/employee-record.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';

export const isArchived = (location: LocationRoot): boolean => location.archived;
/** Open for online booking: the public lists show only these. */
export const isBookable = (location: LocationRoot): boolean => !location.archived && location.online_booking_available;
/** A link whose employee was removed stays stored, flagged `employee_active: false`. */
export const isActiveLink = (link: EmployeeLocationLink): boolean => link.employee_active;

export function toLocation(root: LocationRoot, employees: EmployeeRef[]): Location {
  return {
    id: root.id, name: root.name, timezone: root.timezone,
    short_description: root.short_description, long_description: root.long_description,
    email: root.email, phone_number: root.phone_number, fax: root.fax,
    street_address: root.street_address, apartment: root.apartment, city: root.city,
    province: root.province, country: root.country, postal_code: root.postal_code,
    legal_name: root.legal_name, business_number: root.business_number,
    display_location_address: root.display_location_address, display_map_in_emails: root.display_map_in_emails,
    use_location_for_billing: root.use_location_for_billing, online_booking_available: root.online_booking_available,
    archived: root.archived, employees, version: root.version,
  };
}

export const toLocationRef = (root: LocationRoot): LocationRef => ({ id: root.id, name: root.name });

/** The active employees of some links, as refs ordered by name. */
export function linkedEmployees(links: readonly EmployeeLocationLink[]): EmployeeRef[] {
  return links
    .filter(isActiveLink)
    .map((link) => ({ id: link.employee_id, name: link.employee_name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const toPublicEmployee = (ref: EmployeeRef): PublicEmployee => ({ ...ref, profile_photo_url: null });

/** "street, apartment, city, province postal code, country", or null when the location hides it. */
export function publicAddress(root: LocationRoot): string | null {
  if (!root.display_location_address) return null;
  const region = [root.province, root.postal_code].filter(Boolean).join(' ');
  const parts = [root.street_address, root.apartment, root.city, region, root.country].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

export function toPublicLocation(root: LocationRoot, employees: EmployeeRef[]): PublicLocation {
  return {
    id: root.id, name: root.name, short_description: root.short_description,
    phone_number: root.phone_number, address: publicAddress(root), timezone: root.timezone,
    employees: employees.map(toPublicEmployee),
  };
}

/**
 * An employee's locations in their order, skipping archived ones. `position` is the rank (1 =
 * primary) rather than the stored number, so removed or archived links leave no gaps.
 */
export function rankedLocations(links: readonly EmployeeLocationLink[], locations: ReadonlyMap<string, LocationRoot>): PositionedLocation[] {
  return [...links]
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER))
    .map((link) => locations.get(link.location_id))
    .filter((location): location is LocationRoot => location !== undefined && !location.archived)
    .map((location, index) => ({ ...toLocationRef(location), position: index + 1 }));
}

export const byId = (locations: readonly LocationRoot[]): Map<string, LocationRoot> => new Map(locations.map((l) => [l.id, l]));

/** Links grouped by the location they link. */
export function linksByLocation(links: readonly EmployeeLocationLink[]): Map<string, EmployeeLocationLink[]> {
  const groups = new Map<string, EmployeeLocationLink[]>();
  for (const link of links) groups.set(link.location_id, [...(groups.get(link.location_id) ?? []), link]);
  return groups;
}
