// Clients (REFERENCE §2.2, §3.3, §4.0, §4.2): the directory list, ClientFull, the create and update
// bodies and the groups. Shared by the API and the web app.
import * as z from 'zod';
import { clientRef, email, employeeRef, id, paymentPolicy, plainText, requiredText } from '#functions/contract/common.ts';
import { ianaTimeZone } from '#functions/contract/settings.ts';

/** Optional one-line text under the text rule: blank is stored as null, so a form can clear a field. */
const text = (max: number) => plainText(max).transform((v) => (v === '' ? null : v)).nullable();
const optionalEmail = z.string().trim().toLowerCase().pipe(z.email('Email Not valid').max(254).or(z.literal(''))).transform((v) => (v === '' ? null : v)).nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD').or(z.literal('')).transform((v) => (v === '' ? null : v)).nullable();

/** The nine notification toggles (REFERENCE §5 "Add or update a client"). */
export const notificationKeys = [
  'email_reminder_2_days', 'sms_reminder_2_days', 'sms_reminder_24_hours', 'email_new_cancelled', 'email_waitlist_openings',
  'sms_waitlist_openings', 'ok_to_send_marketing_emails', 'send_ratings_emails', 'do_not_email',
] as const;
export type NotificationKey = (typeof notificationKeys)[number];
export const notificationSettings = z.object(Object.fromEntries(notificationKeys.map((k) => [k, z.boolean()])) as Record<NotificationKey, z.ZodBoolean>);
export const notificationSettingsPatch = notificationSettings.partial();

export const onlineBookingPolicy = z.object({ online_booking_allowed: z.boolean(), online_booking_disabled: z.boolean() });

/** ClientDetail (1:1): every key optional; an update touches only the keys it sends. */
export const clientDetailFields = {
  city: text(100), state: text(100), zip_code: text(20), country: text(100), gender: text(60), sex: text(60), date_of_birth: isoDate,
  personal_health_number: text(60), family_doctor: text(120), family_doctor_phone: text(40), family_doctor_email: optionalEmail,
  referring_professional: text(120), referring_professional_phone: text(40), referring_professional_email: optionalEmail,
  emergency_contact: text(120), emergency_contact_phone: text(40), emergency_contact_relationship: text(60), parent_guardian: text(120),
  occupation: text(120), employer: text(120), home_phone: text(40), mobile_phone: text(40), work_phone: text(40), fax_phone: text(40),
};
export type ClientDetailKey = keyof typeof clientDetailFields;
export const clientDetailKeys = Object.keys(clientDetailFields) as ClientDetailKey[];
/** The detail keys an inventory manager sees of a client not linked to them (contact, not clinical). */
export const contactDetailKeys: readonly ClientDetailKey[] = [
  'city', 'state', 'zip_code', 'country', 'home_phone', 'mobile_phone', 'work_phone', 'fax_phone',
];
export const clientDetailPatch = z.object(clientDetailFields).partial();
export const clientDetail = z.object(Object.fromEntries(clientDetailKeys.map((k) => [k, z.string().nullable()])) as Record<ClientDetailKey, z.ZodNullable<z.ZodString>>);
export type ClientDetail = z.infer<typeof clientDetail>;

const optionalClientFields = {
  middle_name: text(80), preferred_name: text(80), prefix: text(20), pronouns: text(40), phone_number: text(40), address: text(300),
  how_heard_about_us: text(200), timezone: ianaTimeZone.optional(),
  notification_settings: notificationSettingsPatch.optional(),
  online_booking_policy: onlineBookingPolicy.optional(),
  online_booking_payment_policy: paymentPolicy.optional(),
  referred_employee_id: id.nullable().optional(),
  /** A `profile_photo` upload from POST /api/uploads. */
  profile_photo_upload_id: id.nullable().optional(),
  client_detail: clientDetailPatch.optional(),
  /** Admins only: the linked staff (replaces the whole set). */
  employee_ids: z.array(id).max(50).optional(),
};

/** POST /api/clients (flat or wrapped under `client`). */
export const createClientBody = z.object({
  name: requiredText(80), last_name: requiredText(80), email,
  ...Object.fromEntries(Object.entries(optionalClientFields).map(([k, s]) => [k, s.optional()])) as { [K in keyof typeof optionalClientFields]: z.ZodOptional<(typeof optionalClientFields)[K]> },
});
export type CreateClientBody = z.output<typeof createClientBody>;
export type CreateClientInput = z.input<typeof createClientBody>;

/** PATCH /api/clients/{id}: only the keys sent change, from the `version` the form started from. */
export const updateClientBody = createClientBody.partial().extend({ version: z.int().min(1) });
export type UpdateClientBody = z.output<typeof updateClientBody>;
export type UpdateClientInput = z.input<typeof updateClientBody>;

export const clientParams = z.object({ id });
export const clientProfileQuery = z.object({ id });

export const clientGroup = z.object({ id: z.string(), group_name: z.string(), client_ids: z.array(z.string()), clients: z.array(clientRef) });
export type ClientGroup = z.infer<typeof clientGroup>;
export const groupsResponse = z.object({ message: z.string(), groups: z.array(clientGroup) });
export type GroupsResponse = z.infer<typeof groupsResponse>;

/** ClientFull (REFERENCE §4.0), plus `version` (the update's lock) and the linked staff. */
export const clientFull = z.object({
  id: z.string(), name: z.string(), last_name: z.string(), middle_name: z.string().nullable(), preferred_name: z.string().nullable(),
  prefix: z.string().nullable(), pronouns: z.string().nullable(), email: z.string(), phone_number: z.string().nullable(),
  address: z.string().nullable(), timezone: z.string(), created_at: z.string(), how_heard_about_us: z.string().nullable(),
  referred_employee: employeeRef.nullable(), notification_settings: notificationSettings,
  online_booking_policy: onlineBookingPolicy, online_booking_payment_policy: paymentPolicy, activated: z.boolean(),
  profile_photo_url: z.string().nullable(), stripe_id: z.string().nullable(), groups: z.array(clientGroup),
  client_detail: clientDetail, employees: z.array(employeeRef), version: z.int(),
  /** False for an inventory manager's view of a client not linked to them: contact data only. */
  clinical_access: z.boolean(),
});
export type ClientFull = z.infer<typeof clientFull>;

/** A row of the directory: ClientRef + email + phone_number. */
export const clientListItem = clientRef.extend({ email: z.string(), phone_number: z.string().nullable() });
export type ClientListItem = z.infer<typeof clientListItem>;

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
};
export const listClientsQuery = z.object({
  employee_id: id.optional(),
  query: plainText(100).optional(),
  ...pageQuery,
});
export type ListClientsQuery = z.output<typeof listClientsQuery>;
export const clientPage = z.object({
  clients: z.array(clientListItem), current_page: z.int(), total_pages: z.int(), total_entries: z.int(),
});
export type ClientPage = z.infer<typeof clientPage>;

const groupMembers = z.array(id).max(100);
export const addGroupBody = z.object({ group_name: requiredText(80), client_ids: groupMembers.default([]), clientId: id.optional() });
export type AddGroupBody = z.output<typeof addGroupBody>;
export const updateGroupBody = z.object({ group_id: id, new_group_name: requiredText(80).optional(), client_ids: groupMembers.optional() });
export type UpdateGroupBody = z.output<typeof updateGroupBody>;
export const deleteGroupBody = z.object({ group_id: id });
export type DeleteGroupBody = z.output<typeof deleteGroupBody>;
