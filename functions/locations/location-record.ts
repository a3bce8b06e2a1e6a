// A location as services see it (docs/data-model.md §2.3), with the stored attribute names.
// `locationFromItem` is the one place that reads a stored location.
import type { LocationFields } from '#functions/contract/locations.ts';
import { bool, int, text, type Item } from '#functions/lib/db/read.ts';

export type LocationRoot = LocationFields & { id: string; archived: boolean; version: number };

export function locationFromItem(item: Item): LocationRoot {
  return {
    id: text(item.id), name: text(item.name), timezone: text(item.timezone),
    short_description: text(item.short_description), long_description: text(item.long_description),
    email: text(item.email), phone_number: text(item.phone_number), fax: text(item.fax),
    street_address: text(item.street_address), apartment: text(item.apartment), city: text(item.city),
    province: text(item.province), country: text(item.country), postal_code: text(item.postal_code),
    legal_name: text(item.legal_name), business_number: text(item.business_number),
    display_location_address: bool(item.display_location_address), display_map_in_emails: bool(item.display_map_in_emails),
    use_location_for_billing: bool(item.use_location_for_billing), online_booking_available: bool(item.online_booking_available),
    archived: item.archived === true, version: int(item.version, 1),
  };
}
