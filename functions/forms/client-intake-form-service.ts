// Intake forms as a client sees them (REFERENCE §1 "read forms of booked treatments", §3.10, §4.6):
// the forms linked to a bookable treatment, each with `submitted`; one form by id when it is linked
// to a live treatment or is a `manual` form (those are filled on request, by link). Others → 404.
import type { IntakeForm } from '#functions/contract/intake-forms.ts';
import type { ClientCaller } from '#functions/lib/auth/caller.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { toIntakeForm } from '#functions/forms/intake-form-dto.ts';
import { getIntakeForm, getIntakeForms, getTreatments } from '#functions/forms/intake-form-repository.ts';
import { treatmentNamesOf } from '#functions/forms/intake-form-service.ts';
import { submittedForms } from '#functions/forms/intake-requirements.ts';

/** AP-CAT-7 + AP-FORM-5: the forms of a live treatment, by name, each with `submitted` (now, the practice zone). */
export async function listFormsForClient(caller: ClientCaller, treatmentId: string, now = new Date()): Promise<IntakeForm[]> {
  const [treatment] = await getTreatments([treatmentId]);
  if (!treatment || treatment.archived) throw notFound();
  const forms = (await getIntakeForms(treatment.intake_form_ids)).sort((a, b) => a.name.localeCompare(b.name));
  const [names, settings] = await Promise.all([treatmentNamesOf(forms), loadPracticeSettings()]);
  const submitted = await submittedForms(caller.clientId, forms, now, settings.timezone);
  return forms.map((f) => toIntakeForm(f, names, submitted.get(f.id) === true));
}

export async function getFormForClient(id: string): Promise<IntakeForm> {
  const form = await getIntakeForm(id);
  if (!form) throw notFound();
  const names = await treatmentNamesOf([form]);
  const linkedToLive = (await getTreatments(form.treatmentIds)).some((t) => !t.archived);
  if (form.promptType !== 'manual' && !linkedToLive) throw notFound();
  return toIntakeForm(form, names);
}
