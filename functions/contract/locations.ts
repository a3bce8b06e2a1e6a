// Locations (REFERENCE §2.3, §3.4, §4.2): the staff views, the public booking views, and the bodies
// of create, update and reorder. Shared by the API and the web app.
import * as z from 'zod';
import { employeeRef, id, locationRef, plainText, requiredText } from '#functions/contract/common.ts';
import { ianaTimeZone } from '#functions/contract/settings.ts';

const emailOrBlank = z.string().trim().toLowerCase().pipe(z.email('Email Not valid').max(254).or(z.literal('')));

/** Every editable field of a location, without defaults (a PATCH must not reset what it omits). */
const locationFields = {
  name: requiredText(120),
  timezone: ianaTimeZone,
  short_description: plainText(300, { multiline: true }),
  long_description: plainText(5000, { multiline: true }),
  email: emailOrBlank,
  phone_number: plainText(40),
  fax: plainText(40),
  street_address: plainText(200),
  apartment: plainText(100),
  city: plainText(100),
  province: plainText(100),
  country: plainText(100),
  postal_code: plainText(20),
  legal_name: plainText(160),
  business_number: plainText(60),
  display_location_address: z.boolean(),
  display_map_in_emails: z.boolean(),
  use_location_for_billing: z.boolean(),
  online_booking_available: z.boolean(),
};

/** The staff linked to the location; on update the list replaces the whole set. */
const employeeIds = z.array(id).max(50).refine((ids) => new Set(ids).size === ids.length, 'Each employee can appear only once');

/** POST /api/locations (flat or wrapped under `location`): name and timezone are required. */
export const createLocationBody = z.object({
  ...locationFields,
  short_description: locationFields.short_description.default(''),
  long_description: locationFields.long_description.default(''),
  email: locationFields.email.default(''),
  phone_number: locationFields.phone_number.default(''),
  fax: locationFields.fax.default(''),
  street_address: locationFields.street_address.default(''),
  apartment: locationFields.apartment.default(''),
  city: locationFields.city.default(''),
  province: locationFields.province.default(''),
  country: locationFields.country.default(''),
  postal_code: locationFields.postal_code.default(''),
  legal_name: locationFields.legal_name.default(''),
  business_number: locationFields.business_number.default(''),
  display_location_address: locationFields.display_location_address.default(false),
  display_map_in_emails: locationFields.display_map_in_emails.default(false),
  use_location_for_billing: locationFields.use_location_for_billing.default(false),
  online_booking_available: locationFields.online_booking_available.default(false),
  employee_ids: employeeIds.default([]),
});
export type CreateLocationBody = z.output<typeof createLocationBody>;

/** PATCH /api/locations/{id}: only the keys sent change; `archived: true` archives. */
export const updateLocationBody = z.object(locationFields).partial().extend({
  archived: z.boolean().optional(),
  employee_ids: employeeIds.optional(),
  version: z.int().min(1),
});
export type UpdateLocationBody = z.output<typeof updateLocationBody>;

/** The stored fields of a location (REFERENCE §2.3), as the mapper and the seed see them. */
export type LocationFields = Omit<CreateLocationBody, 'employee_ids'>;

/** REFERENCE §4.0: the §2.3 fields plus the linked staff (active ones, by name). */
export const location = z.object({
  id: z.string(),
  name: z.string(),
  timezone: z.string(),
  short_description: z.string(),
  long_description: z.string(),
  email: z.string(),
  phone_number: z.string(),
  fax: z.string(),
  street_address: z.string(),
  apartment: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postal_code: z.string(),
  legal_name: z.string(),
  business_number: z.string(),
  display_location_address: z.boolean(),
  display_map_in_emails: z.boolean(),
  use_location_for_billing: z.boolean(),
  online_booking_available: z.boolean(),
  archived: z.boolean(),
  employees: z.array(employeeRef),
  /** Send back on PATCH: a stale version answers 409. */
  version: z.int(),
});
export type Location = z.infer<typeof location>;

export const locationParams = z.object({ id });

export const locationListQuery = z.object({
  /** The add-location picker: the active locations this employee does not have. */
  skip_by_employee_id: id.optional(),
  employee_id: id.optional(),
  /** The settings list's filter (Active / Archived / All); pickers use the default. */
  status: z.enum(['active', 'archived', 'all'], { message: 'Status is not valid' }).default('active'),
});

export const scheduleLocationsQuery = locationListQuery.pick({ skip_by_employee_id: true, employee_id: true });

/** GET /api/locations/get_locations: the caller's own locations unless an admin names someone. */
export const employeeLocationsQuery = z.object({ employee_id: id.optional() });
/** Position 1 is the primary location and leads the online-booking order. */
export const positionedLocation = locationRef.extend({ position: z.int() });
export type PositionedLocation = z.infer<typeof positionedLocation>;

export const locationEmployee = z.object({
  id: z.string(),
  name: z.string(),
  employee_locations: z.array(z.object({ id: z.string(), employee: employeeRef, location: locationRef })),
});
export type LocationEmployee = z.infer<typeof locationEmployee>;

/** POST /api/locations/reorder_location: the ids in their new order (1 = primary). */
export const reorderLocationsBody = z.object({
  employee_id: id.optional(),
  location_ids: z.array(id).min(1).max(50).refine((ids) => new Set(ids).size === ids.length, 'Each location can appear only once'),
});
export type ReorderLocationsBody = z.infer<typeof reorderLocationsBody>;
export const successResponse = z.object({ success: z.literal(true) });

/** Public booking views: no contact or billing internals, no private staff fields. */
export const publicEmployee = z.object({ id: z.string(), name: z.string(), profile_photo_url: z.string().nullable() });
export type PublicEmployee = z.infer<typeof publicEmployee>;
export const publicLocation = z.object({
  id: z.string(),
  name: z.string(),
  short_description: z.string(),
  phone_number: z.string(),
  /** One line, only when the location chooses to show its address. */
  address: z.string().nullable(),
  timezone: z.string(),
  employees: z.array(publicEmployee),
});
export type PublicLocation = z.infer<typeof publicLocation>;
