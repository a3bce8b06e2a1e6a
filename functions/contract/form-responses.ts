// Responses to intake forms (REFERENCE §3.10, §4.0, §4.6): immutable; a refill is a new response.
import * as z from 'zod';
import { clientRef, id, plainText } from '#functions/contract/common.ts';
import { signTypes } from '#functions/contract/form-enums.ts';
import { questionnaireField } from '#functions/contract/form-fields.ts';

const answer = z.union([plainText(2000, { multiline: true }), z.number(), z.boolean(), z.null()]);
export const consentAnswer = z.object({
  agreed: z.boolean().default(false),
  dis_agreed: z.boolean().default(false),
  initial_value: plainText(20).default(''),
});
/** A typed signature carries `sign`; a drawn one the upload id of its PNG (purpose `signature`). */
export const signatureAnswer = z.object({ sign_type: z.enum(signTypes), sign: plainText(200).optional(), sign_file_id: id.optional() });
export type SignatureAnswer = z.output<typeof signatureAnswer>;

export const responseFormData = z.object({
  profile_fields: z.record(z.string().max(60), answer).default({}),
  questionnaires: z.array(questionnaireField).max(300).default([]),
  consents: z.object({
    signature: signatureAnswer.nullable().default(null),
    /** Keyed by the consent's index in the form's `consent_forms`. */
    consent_forms: z.record(z.string().regex(/^\d{1,2}$/), consentAnswer).default({}),
  }).default({ signature: null, consent_forms: {} }),
});
export type ResponseFormData = z.output<typeof responseFormData>;

/** POST /api/response_intake_forms (flat or under `response_intake_form`). A client's `client_id` comes from the session. */
export const responseBody = z.object({ intake_form_id: id, client_id: id.optional(), response_form_data: responseFormData });
export type ResponseBody = z.output<typeof responseBody>;

export const formResponse = z.object({
  id: z.string(),
  response_form_data: responseFormData,
  intake_form: z.object({ id: z.string(), name: z.string() }),
  client: clientRef,
  /** `client`, or the id of the employee who filled it in. */
  submitted_by: z.string(),
  /** A 5-minute link to the drawn signature (a download, audited), else null. */
  signature_url: z.string().nullable(),
  created_at: z.string(),
  /** The practice's IANA zone: screens show `created_at` in it, not in the browser's zone. */
  timezone: z.string(),
});
export type FormResponse = z.infer<typeof formResponse>;
export const formResponseList = z.array(formResponse);

export const responseParams = z.object({ id });
/** Staff: a client's responses, optionally to the forms of one employee. */
export const responsesQuery = z.object({ client_id: id, employee_id: id.optional() });
