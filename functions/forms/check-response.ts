// check-*: a response against its form (REFERENCE §3.10: "Required fields and 'must agree' consents
// are checked on the server"). Every missing answer is named in one 422 `validation_failed`.
import type { ConsentForm, FormData } from '#functions/contract/intake-forms.ts';
import type { ResponseFormData } from '#functions/contract/form-responses.ts';
import type { QuestionnaireField } from '#functions/contract/form-fields.ts';
import { validationFailed, type FieldErrors } from '#functions/lib/errors/app-error.ts';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required questionnaire field counts as answered when it carries a value of its own kind. */
function answered(f: QuestionnaireField): boolean {
  switch (f.type) {
    case 'textarea': return !blank(f.value);
    case 'signature': return f.sign_type === 'draw' ? !blank(f.sign_file_id) : !blank(f.sign);
    case 'checkbox': return f.value.some((c) => c.value);
    case 'dropdown': return !blank(f.selected);
    case 'range': return f.values.value !== null;
    case 'heading': case 'instruction': return true;
  }
}

function consentProblem(c: ConsentForm, answer: ResponseFormData['consents']['consent_forms'][string] | undefined): string | null {
  if (c.type === 'must agree' && answer?.agreed !== true) return `You must agree to ${c.name}`;
  if (c.type === 'agree or disagree' && answer?.agreed !== true && answer?.dis_agreed !== true) return `Please agree or disagree to ${c.name}`;
  if (c.type === 'acknowledge with initials' && blank(answer?.initial_value)) return `Please initial ${c.name}`;
  return null;
}

export function checkResponse({ form, response }: { form: FormData; response: ResponseFormData }): void {
  const fields: FieldErrors = {};
  for (const p of form.profile_fields) {
    if (p.include_in_intake && p.required && blank(response.profile_fields[p.name])) fields[`profile_fields.${p.name}`] = `${p.input_name} can't be blank`;
  }
  const answers = new Map(response.questionnaires.map((q) => [q.id, q]));
  for (const q of form.questionnaires) {
    const a = answers.get(q.id);
    if (q.required && (!a || a.type !== q.type || !answered(a))) fields[`questionnaires.${q.id}`] = `${q.label || 'This field'} can't be blank`;
  }
  form.consents.consent_forms.forEach((c, i) => {
    const problem = consentProblem(c, response.consents.consent_forms[String(i)]);
    if (problem) fields[`consents.consent_forms.${i}`] = problem;
  });
  const sig = response.consents.signature;
  if (form.consents.signature && (!sig || (sig.sign_type === 'draw' ? blank(sig.sign_file_id) : blank(sig.sign)))) {
    fields['consents.signature'] = "Signature can't be blank";
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
