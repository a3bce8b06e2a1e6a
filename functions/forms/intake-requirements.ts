// Which intake forms a client still has to fill for a set of treatments (REFERENCE §3.6 step 3,
// §3.10): the booking refuses with 409 `intake_forms_required` while any `automatic` form of the
// chosen treatments lacks a valid response, and the client's `?treatment_id` list shows `submitted`.
// Lean on purpose: the client booking runs in the payments Lambda (decision 018), within its budget.
import { formKeys } from '#functions/model/form-keys.ts';
import { formResponseFromItem, intakeFormFromItem, type IntakeFormRecord } from '#functions/model/intake-form-record.ts';
import { batchGet, queryPartition } from '#functions/lib/db/queries.ts';
import { isResponseValid } from '#functions/forms/response-validity.ts';

/** AP-FORM-5 grouped by form: the newest response's instant per form. */
export async function latestResponseAt(clientId: string): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  for (const r of (await queryPartition(formKeys.responsesOfClient(clientId))).map(formResponseFromItem)) {
    const seen = latest.get(r.intakeFormId);
    if (seen === undefined || r.createdAt > seen) latest.set(r.intakeFormId, r.createdAt);
  }
  return latest;
}

/** Whether each form has a valid response of the client (the newest response decides: it is the most valid). */
export async function submittedForms(clientId: string, forms: readonly IntakeFormRecord[], now: Date, timeZone: string): Promise<Map<string, boolean>> {
  const latest = forms.length > 0 ? await latestResponseAt(clientId) : new Map<string, string>();
  return new Map(forms.map((f) => {
    const at = latest.get(f.id);
    return [f.id, at !== undefined && isResponseValid(f, at, now, timeZone)];
  }));
}

export interface PendingQuestion {
  clientId: string;
  /** The appointment's employee: a `specific_staff` form applies only to its owner's appointments. */
  employeeId: string;
  /** The intake form ids linked to the chosen treatments (their `intake_form_ids`). */
  formIds: readonly string[];
  now: Date;
  timeZone: string;
}

/** The `automatic` forms that apply and have no valid response, as `{id, name}` (AP-FORM-2 + AP-FORM-5). */
export async function pendingIntakeForms(q: PendingQuestion): Promise<{ id: string; name: string }[]> {
  const ids = [...new Set(q.formIds)];
  if (ids.length === 0) return [];
  const forms = (await batchGet(ids.map(formKeys.intakeForm), true)).map(intakeFormFromItem)
    .filter((f) => f.promptType === 'automatic' && (f.appointmentType === 'all' || f.employeeId === q.employeeId))
    .sort((a, b) => a.name.localeCompare(b.name));
  const submitted = await submittedForms(q.clientId, forms, q.now, q.timeZone);
  return forms.filter((f) => submitted.get(f.id) !== true).map((f) => ({ id: f.id, name: f.name }));
}
