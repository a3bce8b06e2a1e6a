// Staff accounts (REFERENCE §2.1, §3.2, §4.0–4.1). Three views of an employee: the profile of the
// signed-in user, the admin view (trimmed for inventory managers), and the directory entry others see.
import * as z from 'zod';
import { email, employeeRef, id, locationRef, percentage, plainText, requiredText } from '#functions/contract/common.ts';

export const employeeLocation = z.object({ id: z.string(), location: locationRef, position: z.int() });
/** Inventory managers see who mentors whom, but not the percentage (a pay field, REFERENCE §4.0). */
export const employeeMentorRef = z.object({ id: z.string(), mentor: employeeRef });
export const employeeMentor = employeeMentorRef.extend({ mentor_percentage: z.int() });

const roles = {
  is_admin: z.boolean(),
  is_inv_manager: z.boolean(),
  is_mentor: z.boolean(),
};

/** What inventory managers see of other staff: no pay, vendor or Stripe fields. */
export const employeeManagerView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  gfe: z.boolean(),
  has_access_only_to: z.array(z.string()),
  require_deposit: z.boolean(),
  profile_photo_url: z.string().nullable(),
  active: z.boolean(),
  /** Send back on PATCH: a stale version answers 409. */
  version: z.int(),
  ...roles,
  employee_locations: z.array(employeeLocation),
  employee_mentors: z.array(employeeMentorRef),
});

export const employeeAdmin = employeeManagerView.extend({
  employee_mentors: z.array(employeeMentor),
  vendor_name: z.string().nullable(),
  service_percentage: percentage,
  retail_percentage: percentage,
  wellness_percentage: percentage,
  reference_number: z.string(),
  instant_pay: z.boolean(),
  plan: z.enum(['free', 'paid']).nullable(),
  stripe_account_id: z.string().nullable(),
  stripe_payouts_enabled: z.boolean(),
  /** Onboarding finished at Stripe (payouts may still wait for verification). */
  stripe_details_submitted: z.boolean(),
});
export type EmployeeAdmin = z.infer<typeof employeeAdmin>;
export type EmployeeManagerView = z.infer<typeof employeeManagerView>;

export const employeeProfile = employeeAdmin.extend({ must_change_password: z.boolean() });
export type EmployeeProfile = z.infer<typeof employeeProfile>;

/** What ordinary staff see of colleagues. */
export const employeeDirectoryEntry = z.object({ id: z.string(), name: z.string(), is_mentor: z.boolean() });
export type EmployeeDirectoryEntry = z.infer<typeof employeeDirectoryEntry>;

export const employeeListResponse = z.union([z.array(employeeAdmin), z.array(employeeManagerView), z.array(employeeDirectoryEntry)]);

export const employeeListQuery = z.object({
  type: z.enum(['mentor'], { message: 'Type is not valid' }).optional(),
  mentor_for_employee_id: id.optional(),
});

export const employeeScheduleEntry = z.object({
  id: z.string(),
  name: z.string(),
  employee_locations: z.array(z.object({ id: z.string(), location: locationRef })),
});

/** Public card of a bookable employee: nothing private. */
export const publicEmployeeCard = z.object({
  id: z.string(),
  name: z.string(),
  profile_photo_url: z.string().nullable(),
  require_deposit: z.boolean(),
  deposit_amount_cents: z.int(),
  locations: z.array(locationRef.extend({ position: z.int() })),
});

export const mentorAssignment = z.object({ mentor_id: id, mentor_percentage: z.int().min(1).max(100) });

const employeeFields = {
  name: requiredText(80),
  email,
  vendor_name: plainText(120).nullable(),
  gfe: z.boolean(),
  service_percentage: percentage,
  retail_percentage: percentage,
  wellness_percentage: percentage,
  has_access_only_to: z.array(requiredText(80)).min(1).max(20),
  require_deposit: z.boolean(),
  instant_pay: z.boolean(),
  ...roles,
  location_ids: z.array(id).max(50),
  mentors: z.array(mentorAssignment).max(10),
};

export const createEmployeeBody = z.object({
  ...employeeFields,
  vendor_name: employeeFields.vendor_name.default(null),
  gfe: employeeFields.gfe.default(false),
  service_percentage: percentage.optional(),
  retail_percentage: percentage.optional(),
  wellness_percentage: percentage.optional(),
  has_access_only_to: employeeFields.has_access_only_to.default(['all']),
  require_deposit: employeeFields.require_deposit.default(false),
  instant_pay: employeeFields.instant_pay.default(false),
  is_admin: z.boolean().default(false),
  is_inv_manager: z.boolean().default(false),
  is_mentor: z.boolean().default(false),
  location_ids: employeeFields.location_ids.default([]),
  mentors: employeeFields.mentors.default([]),
});
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;

/** Every key optional; `version` guards against lost updates. Non-admins may send only the self fields. */
export const updateEmployeeBody = z.object(employeeFields).partial().extend({
  /** A `profile_photo` upload of the caller's from POST /api/uploads; null removes the photo. */
  profile_photo_upload_id: id.nullable().optional(),
  version: z.int().min(1),
});
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;
export const selfEditableEmployeeFields = ['vendor_name', 'instant_pay', 'profile_photo_upload_id'] as const;

/** `{id}` in the employee paths. */
export const employeeIdParams = z.object({ id });

/** `GET /api/employees`: a staff list by role, or `[EmployeeRef]` with `type=mentor`. */
export const employeeListOrMentorsResponse = z.union([...employeeListResponse.options, z.array(employeeRef)]);
/** `GET /api/employees_only`: admins and inventory managers only. */
export const employeesOnlyResponse = z.union([z.array(employeeAdmin), z.array(employeeManagerView)]);
export const employeeSchedulesResponse = z.array(employeeScheduleEntry);
export const mentorListResponse = z.array(employeeRef);

/** A location of an employee with its booking order (1 = primary). */
export const employeeLocationPosition = locationRef.extend({ position: z.int() });
export const employeeLocationsResponse = z.array(employeeLocationPosition);

/** PATCH answers the caller's own profile when they edited themself, else the admin view. */
export const employeeUpdateResponse = z.union([employeeProfile, employeeAdmin]);
