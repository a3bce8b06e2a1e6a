// The builder's draft of an intake form: what the API's body holds, started blank (the default
// profile fields, the first three required), from a form to edit, or from a copy ("Copy of …").
import type { IntakeForm, IntakeFormBody } from '#functions/contract/intake-forms.ts';
import { defaultProfileFields } from '#functions/contract/intake-forms.ts';

export type FormDraft = IntakeFormBody;

/** First Name, Last Name and Email: always asked, always required (REFERENCE §3.10). */
export const lockedProfileFields = 3;

export function blankDraft(): FormDraft {
  return {
    name: '', prompt_type: 'automatic', effective_date: null, valid_for: 'forever', introduction: '', appointment_type: 'all', treatment_ids: [],
    form_data: { profile_fields: defaultProfileFields.map((f, i) => ({ ...f, include_in_intake: i < lockedProfileFields })), questionnaires: [], consents: { signature: false, consent_forms: [] } },
  };
}

export function draftOf(form: IntakeForm, copy: boolean): FormDraft {
  const { name, prompt_type, effective_date, valid_for, introduction, appointment_type, form_data, treatments } = form;
  return {
    name: copy ? `Copy of ${name}` : name, prompt_type, effective_date, valid_for, introduction, appointment_type, form_data,
    treatment_ids: copy ? [] : treatments.map((t) => t.id),
  };
}

/** The builder's tab holding each error path's field, so a refusal opens the right tab. */
export function tabOf(path: string): 'general' | 'profile' | 'questionnaires' | 'consents' {
  if (path.includes('profile_fields')) return 'profile';
  if (path.includes('questionnaires')) return 'questionnaires';
  return path.includes('consents') ? 'consents' : 'general';
}
