// DTO mappers for locations: items in, contract shapes out. They never copy keys or internals, and
// the endpoint's response schema strips anything they might add by mistake.
import type { EmployeeRef, LocationRef } from '#functions/contract/common.ts';
import type { Location, PositionedLocation, PublicEmployee, PublicLocation } from '#functions/contract/locations.ts';
import { bool, int, type Item } from '#functions/lib/db/read.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const isArchived = (location: Item): boolean => location.archived === true;
/** Open for online booking: the public lists show only these. */
export const isBookable = (location: Item): boolean => !isArchived(location) && location.online_booking_available === true;
/** A link whose employee was removed stays stored, flagged `employee_active: false`. */
export const isActiveLink = (link: Item): boolean => link.employee_active !== false;

export function toLocation(root: Item, employees: EmployeeRef[]): Location {
  return {
    id: text(root.id), name: text(root.name), timezone: text(root.timezone),
    short_description: text(root.short_description), long_description: text(root.long_description),
    email: text(root.email), phone_number: text(root.phone_number), fax: text(root.fax),
    street_address: text(root.street_address), apartment: text(root.apartment), city: text(root.city),
    province: text(root.province), country: text(root.country), postal_code: text(root.postal_code),
    legal_name: text(root.legal_name), business_number: text(root.business_number),
    display_location_address: bool(root.display_location_address), display_map_in_emails: bool(root.display_map_in_emails),
    use_location_for_billing: bool(root.use_location_for_billing), online_booking_available: bool(root.online_booking_available),
    archived: isArchived(root), employees, version: int(root.version, 1),
  };
}

export const toLocationRef = (root: Item): LocationRef => ({ id: text(root.id), name: text(root.name) });

/** The active employees of some links, as refs ordered by name. */
export function linkedEmployees(links: readonly Item[]): EmployeeRef[] {
  return links
    .filter(isActiveLink)
    .map((link) => ({ id: text(link.employee_id), name: text(link.employee_name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const toPublicEmployee = (ref: EmployeeRef): PublicEmployee => ({ ...ref, profile_photo_url: null });

/** "street, apartment, city, province postal code, country", or null when the location hides it. */
export function publicAddress(root: Item): string | null {
  if (!bool(root.display_location_address)) return null;
  const region = [text(root.province), text(root.postal_code)].filter(Boolean).join(' ');
  const parts = [text(root.street_address), text(root.apartment), text(root.city), region, text(root.country)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

export function toPublicLocation(root: Item, employees: EmployeeRef[]): PublicLocation {
  return {
    id: text(root.id), name: text(root.name), short_description: text(root.short_description),
    phone_number: text(root.phone_number), address: publicAddress(root), timezone: text(root.timezone),
    employees: employees.map(toPublicEmployee),
  };
}

/**
 * An employee's locations in their order, skipping archived ones. `position` is the rank (1 =
 * primary) rather than the stored number, so removed or archived links leave no gaps.
 */
export function rankedLocations(links: readonly Item[], locations: ReadonlyMap<string, Item>): PositionedLocation[] {
  return [...links]
    .sort((a, b) => int(a.position, Number.MAX_SAFE_INTEGER) - int(b.position, Number.MAX_SAFE_INTEGER))
    .map((link) => locations.get(text(link.location_id)))
    .filter((location): location is Item => location !== undefined && !isArchived(location))
    .map((location, index) => ({ ...toLocationRef(location), position: index + 1 }));
}

export const byId = (items: readonly Item[]): Map<string, Item> => new Map(items.map((item) => [text(item.id), item]));

/** Items grouped by one of their string attributes (`location_id`, `employee_id`). */
export function groupBy(items: readonly Item[], attribute: string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = text(item[attribute]);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}
