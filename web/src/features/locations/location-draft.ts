// The location form's draft (REFERENCE §2.3): every field as its input holds it, and the two ways out
// of it, into the create and the update body the contract validates.
import type { Location } from '#functions/contract/locations.ts';
import type { KeysOf } from '#web/lib/use-zod-form.ts';

export interface LocationDraft extends Record<string, unknown> {
  name: string;
  timezone: string;
  short_description: string;
  long_description: string;
  email: string;
  phone_number: string;
  fax: string;
  street_address: string;
  apartment: string;
  city: string;
  province: string;
  country: string;
  postal_code: string;
  legal_name: string;
  business_number: string;
  display_location_address: boolean;
  display_map_in_emails: boolean;
  use_location_for_billing: boolean;
  online_booking_available: boolean;
  archived: boolean;
  employee_ids: string[];
}

export type LocationText = KeysOf<LocationDraft, string>;

/** A new location: the practice's time zone pre-filled (REFERENCE §2.3), every flag off. */
export function emptyLocationDraft(practiceTimezone: string): LocationDraft {
  return {
    name: '',
    timezone: practiceTimezone,
    short_description: '',
    long_description: '',
    email: '',
    phone_number: '',
    fax: '',
    street_address: '',
    apartment: '',
    city: '',
    province: '',
    country: '',
    postal_code: '',
    legal_name: '',
    business_number: '',
    display_location_address: false,
    display_map_in_emails: false,
    use_location_for_billing: false,
    online_booking_available: false,
    archived: false,
    employee_ids: [],
  };
}

export function draftOf(location: Location): LocationDraft {
  const { id: _id, version: _version, employees, ...fields } = location;
  return { ...fields, employee_ids: employees.map((employee) => employee.id) };
}

/** A new location is never archived, so the create body has no such key. */
export function createInput({ archived: _archived, ...draft }: LocationDraft) {
  return draft;
}

/** Every field the form shows, the staff set (it replaces the stored one) and the version it started from. */
export function updateInput(draft: LocationDraft, version: number) {
  return { ...draft, version };
}
