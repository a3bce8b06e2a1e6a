// What a person filling an intake form has entered, the checks the server also makes (required
// profile fields and questions, consents, the signature), and the response body built from it.
// Error keys: `profile.<name>`, `question.<index>`, `consent.<index>`, `signature`.
import type { QuestionnaireField } from '#functions/contract/form-fields.ts';
import type { ResponseFormData, SignatureAnswer } from '#functions/contract/form-responses.ts';
import type { IntakeForm } from '#functions/contract/intake-forms.ts';
import type { SignatureValue } from '#web/components/signature-pad.tsx';
import { consentMissing, noConsent, type ConsentValue } from '#web/features/intake-forms/components/consent-answer.tsx';
import { isUnanswered } from '#web/components/field-answer.tsx';

export interface FillState {
  profile: Record<string, string>;
  questions: QuestionnaireField[];
  /** Drawn signatures of signature questions, by field id, until uploaded. */
  drawn: Record<string, SignatureValue>;
  consents: ConsentValue[];
  signature: SignatureValue;
}

export function initialFill(form: IntakeForm, prefill: Record<string, string>): FillState {
  const included = form.form_data.profile_fields.filter((f) => f.include_in_intake);
  return {
    profile: Object.fromEntries(included.map((f) => [f.name, prefill[f.name] ?? ''])),
    questions: form.form_data.questionnaires,
    drawn: {},
    consents: form.form_data.consents.consent_forms.map(() => noConsent),
    signature: null,
  };
}

export function checkFill(form: IntakeForm, state: FillState): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.form_data.profile_fields) {
    if (field.include_in_intake && field.required && (state.profile[field.name] ?? '').trim() === '') errors[`profile.${field.name}`] = `${field.input_name} can't be blank`;
  }
  state.questions.forEach((q, i) => {
    if (isUnanswered(q, state.drawn[q.id] ?? null)) errors[`question.${i}`] = 'Please answer this question.';
  });
  form.form_data.consents.consent_forms.forEach((consent, i) => {
    const missing = consentMissing(consent, state.consents[i] ?? noConsent);
    if (missing) errors[`consent.${i}`] = missing;
  });
  if (form.form_data.consents.signature && state.signature === null) errors.signature = 'Please sign the form.';
  return errors;
}

/** The server names fields by their place in the body; the screen by its own keys. */
export function screenFieldKey(serverKey: string): string {
  const parts = serverKey.split('.');
  const last = parts.at(-1) ?? serverKey;
  if (parts.includes('profile_fields')) return `profile.${last}`;
  if (parts.includes('consent_forms')) return `consent.${last}`;
  if (parts.includes('questionnaires')) return `question.${parts[parts.indexOf('questionnaires') + 1] ?? last}`;
  return last === 'signature' || parts.includes('signature') ? 'signature' : serverKey;
}

type Upload = (png: Blob) => Promise<string>;

async function signatureAnswer(value: SignatureValue, upload: Upload): Promise<SignatureAnswer | null> {
  if (value === null) return null;
  return value.sign_type === 'type' ? { sign_type: 'type', sign: value.sign } : { sign_type: 'draw', sign_file_id: await upload(value.png) };
}

/** Uploads the drawn signatures (purpose `signature`), then shapes REFERENCE §3.10's response data. */
export async function buildResponseData(state: FillState, upload: Upload): Promise<ResponseFormData> {
  const questionnaires = await Promise.all(state.questions.map(async (q) => {
    const drawn = state.drawn[q.id] ?? null;
    return q.type === 'signature' && drawn?.sign_type === 'draw' ? { ...q, sign_type: 'draw' as const, sign_file_id: await upload(drawn.png) } : q;
  }));
  const consentForms = Object.fromEntries(state.consents.map((c, i) => [String(i), c]));
  return { profile_fields: state.profile, questionnaires, consents: { signature: await signatureAnswer(state.signature, upload), consent_forms: consentForms } };
}
