// A location as services see it (docs/data-model.md §2.3), with the stored attribute names.
// `locationFromItem` is the one place that reads a stored location.
import type { LocationFields } from '#functions/contract/locations.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export type LocationRoot = LocationFields & { id: string; archived: boolean; version: number };

const optionalTexts = [
  'short_description', 'long_description', 'email', 'phone_number', 'fax', 'street_address', 'apartment', 'city', 'province',
  'country', 'postal_code', 'legal_name', 'business_number',
] as const;
const flags = ['display_location_address', 'display_map_in_emails', 'use_location_for_billing', 'online_booking_available'] as const;

export function locationFromItem(item: Item): LocationRoot {
  const r = readItem('location', item);
  return {
    id: r.string('id'), name: r.string('name'), timezone: r.string('timezone'),
    ...Object.fromEntries(optionalTexts.map((k) => [k, r.stringOr(k, '')])) as Record<(typeof optionalTexts)[number], string>,
    ...Object.fromEntries(flags.map((k) => [k, r.flag(k)])) as Record<(typeof flags)[number], boolean>,
    archived: r.flag('archived'), version: r.intOr('version', 1),
  };
}
