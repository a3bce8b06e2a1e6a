// Intake forms (REFERENCE §2.7, §3.10, §4.0, §4.6): `form_data` = profile fields, questionnaire
// fields and consents; the IntakeForm DTO; the create/update bodies and the list queries.
import * as z from 'zod';
import { employeeRef, id, plainText, requiredText } from '#functions/contract/common.ts';
import { appointmentTypes, consentTypes, promptTypes, validForValues } from '#functions/contract/form-enums.ts';
import { questionnaireField } from '#functions/contract/form-fields.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a real date');

export const profileInputTypes = ['text', 'email', 'number', 'date'] as const;
export const profileField = z.object({
  input_name: requiredText(120),
  name: z.string().regex(/^[a-z0-9_]{1,60}$/, 'Use lowercase letters, digits and _'),
  include_in_intake: z.boolean().default(true),
  input_type: z.enum(profileInputTypes).default('text'),
  required: z.boolean().default(false),
  description: plainText(500).optional(),
});
export type ProfileField = z.output<typeof profileField>;

const profile = (input_name: string, name: string, input_type: ProfileField['input_type'] = 'text', required = false): ProfileField =>
  ({ input_name, name, include_in_intake: true, input_type, required });
/** REFERENCE §3.10's default list; the first three are required. */
export const defaultProfileFields: readonly ProfileField[] = [
  profile('First Name', 'first_name', 'text', true), profile('Last Name', 'last_name', 'text', true), profile('Email', 'email', 'email', true),
  profile('Preferred Name (if different)', 'preferred_name'), profile('Prefix/Title', 'prefix'), profile('Pronouns', 'pronouns'),
  profile('Home Phone', 'home_phone'), profile('Mobile Phone', 'mobile_phone'), profile('Work Phone', 'work_phone'), profile('Fax Phone', 'fax_phone'),
  profile('Address', 'address'), profile('Date of Birth', 'date_of_birth', 'date'), profile('Gender', 'gender'), profile('Sex', 'sex'),
  profile('Personal Health Number', 'personal_health_number'), profile('Guardian', 'guardian'), profile('Emergency Contact', 'emergency_contact'),
  profile('Family Doctor', 'family_doctor'), profile('Name of referring Professional', 'referring_professional'), profile('Occupation', 'occupation'),
  profile('Employer', 'employer'), profile('How did you hear about us?', 'how_heard_about_us'), profile('Who were you referred to?', 'referred_to'),
  profile('Yes, I would like to receive news and special promotions by email', 'marketing_emails'),
];

export const consentForm = z.object({
  name: requiredText(200),
  text: plainText(20_000, { multiline: true }).default(''),
  type: z.enum(consentTypes),
  declaration: plainText(2000, { multiline: true }).default(''),
});
export type ConsentForm = z.output<typeof consentForm>;
export const consents = z.object({ signature: z.boolean().default(false), consent_forms: z.array(consentForm).max(50).default([]) });

export const formData = z.object({
  profile_fields: z.array(profileField).max(80).default([]),
  questionnaires: z.array(questionnaireField).max(300).default([]),
  consents: consents.default({ signature: false, consent_forms: [] }),
});
export type FormData = z.output<typeof formData>;

/** POST /api/intake_forms (flat or under `intake_form`). prompt_type, valid_for and form_data are required (400). */
export const intakeFormBody = z.object({
  name: requiredText(200),
  prompt_type: z.enum(promptTypes),
  effective_date: isoDate.nullable().default(null),
  valid_for: z.string().refine((v) => validForValues.includes(v), 'Valid for is not valid'),
  introduction: plainText(5000, { multiline: true }).default(''),
  appointment_type: z.enum(appointmentTypes).default('all'),
  form_data: formData,
  treatment_ids: z.array(id).max(100).default([]),
});
export type IntakeFormBody = z.output<typeof intakeFormBody>;
/** PATCH /api/intake_forms/{id}: the keys sent change; `version` (optional) must be the one read (409). */
export const updateIntakeFormBody = intakeFormBody.partial().extend({ version: z.int().min(1).optional() });
export type UpdateIntakeFormBody = z.output<typeof updateIntakeFormBody>;

export const intakeForm = z.object({
  id: z.string(),
  name: z.string(),
  prompt_type: z.enum(promptTypes),
  effective_date: z.string().nullable(),
  valid_for: z.string(),
  introduction: z.string(),
  appointment_type: z.enum(appointmentTypes),
  form_data: formData,
  /** Only on the client's `?treatment_id` list: a valid response exists (REFERENCE §3.10). */
  submitted: z.boolean().optional(),
  employee: employeeRef,
  treatments: z.array(z.object({ id: z.string(), name: z.string() })),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IntakeForm = z.infer<typeof intakeForm>;
export const intakeFormList = z.array(intakeForm);

export const formParams = z.object({ id });
/** Staff: `?treatment_id=X` lists the forms NOT yet linked to X (the add-form picker). */
export const intakeFormsQuery = z.object({ treatment_id: id.optional() });
/** Client: the forms linked to the treatment, each with `submitted`. */
export const clientIntakeFormsQuery = z.object({ treatment_id: id });
