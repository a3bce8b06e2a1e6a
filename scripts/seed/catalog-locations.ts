// Demo locations (REFERENCE §6): three invented ones in different US time zones, two open for online
// booking, and the demo staff's links in their order (position 1 = primary location).
import { createLocationBody } from '#functions/contract/locations.ts';
import { locationLinkItem } from '#functions/employees/employee-link-repository.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';
import { newLocationItems } from '#functions/locations/location-repository.ts';
import { demoStaff, type DemoStaffKey } from '#scripts/seed/demo-accounts.ts';

// Fixed ids: a re-run overwrites the same items instead of adding twins.
export const demoLocationIds = {
  downtown: '01KAD000000000000000SPA001',
  lakeview: '01KAD000000000000000SPA002',
  northside: '01KAD000000000000000SPA003',
} as const;
type LocationKey = keyof typeof demoLocationIds;

const locations: Record<LocationKey, Record<string, unknown>> = {
  downtown: {
    name: 'Downtown', timezone: 'America/Chicago', short_description: 'Our flagship studio in the Loop.',
    phone_number: '(312) 555-0148', email: 'downtown@demo-spa.example.com', street_address: '1200 Lakeshore Avenue',
    apartment: 'Suite 300', city: 'Chicago', province: 'IL', country: 'US', postal_code: '60611',
    display_location_address: true, online_booking_available: true, use_location_for_billing: true,
  },
  lakeview: {
    name: 'Lakeview', timezone: 'America/Denver', short_description: 'Calm treatment rooms by the park.',
    phone_number: '(303) 555-0172', street_address: '845 Alder Street', city: 'Denver', province: 'CO',
    country: 'US', postal_code: '80203', display_location_address: true, online_booking_available: true,
  },
  northside: {
    name: 'Northside', timezone: 'America/New_York', short_description: 'Wellness and IV therapy suite.',
    phone_number: '(212) 555-0119', street_address: '77 Harbor View Road', city: 'New York', province: 'NY',
    country: 'US', postal_code: '10027', online_booking_available: false,
  },
};

/** Each demo employee's locations, primary first (1–2 each). */
const links: Record<DemoStaffKey, LocationKey[]> = {
  admin: ['downtown'],
  inventory: ['downtown', 'northside'],
  provider: ['downtown', 'lakeview'],
  provider2: ['lakeview'],
  mentor: ['northside', 'downtown'],
};

export function demoLocationItems(now: string): Item[] {
  const roots = new Map<LocationKey, LocationRoot>();
  const items: Item[] = [];
  for (const [key, id] of Object.entries(demoLocationIds) as [LocationKey, string][]) {
    const { employee_ids: _none, ...fields } = createLocationBody.parse(locations[key]);
    const { root, unique, location } = newLocationItems(id, fields, now);
    roots.set(key, location);
    items.push(root, unique);
  }
  for (const [staffKey, locationKeys] of Object.entries(links) as [DemoStaffKey, LocationKey[]][]) {
    locationKeys.forEach((locationKey, index) => {
      const location = roots.get(locationKey);
      if (location) items.push(locationLinkItem(demoStaff[staffKey], location, index + 1, now));
    });
  }
  return items;
}
