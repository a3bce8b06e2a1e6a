// Which intake forms a client still has to fill for a set of treatments (REFERENCE §3.6 step 3,
// §3.10): the booking refuses with 409 `intake_forms_required` while any `automatic` form of the
// chosen treatments lacks a valid response, the client's `?treatment_id` list shows `submitted`, and
// every Schedule DTO carries its `intake_forms_pending`. Lean on purpose: the client booking runs in
// the payments Lambda (decision 018), within its budget.
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

const isValid = (f: IntakeFormRecord, at: string | undefined, now: Date, timeZone: string) =>
  at !== undefined && isResponseValid(f, at, now, timeZone);

/** Whether each form has a valid response of the client (the newest response decides: it is the most valid). */
export async function submittedForms(clientId: string, forms: readonly IntakeFormRecord[], now: Date, timeZone: string): Promise<Map<string, boolean>> {
  const latest = forms.length > 0 ? await latestResponseAt(clientId) : new Map<string, string>();
  return new Map(forms.map((f) => [f.id, isValid(f, latest.get(f.id), now, timeZone)]));
}

export interface PendingForm { id: string; name: string }
export interface PendingQuestion {
  clientId: string;
  /** The appointment's employee: a `specific_staff` form applies only to its owner's appointments. */
  employeeId: string;
  /** The intake form ids linked to the chosen treatments (their `intake_form_ids`). */
  formIds: readonly string[];
}
export interface PendingClock { now: Date; timeZone: string }

const appliesTo = (q: PendingQuestion) => (f: IntakeFormRecord) =>
  q.formIds.includes(f.id) && f.promptType === 'automatic' && (f.appointmentType === 'all' || f.employeeId === q.employeeId);

/**
 * The pending forms of many questions (one request's appointments), each as `{id, name}` by name:
 * one BatchGet of every form named (AP-FORM-2), then one AP-FORM-5 Query per client that has an
 * applicable form, never one per question.
 */
export async function pendingIntakeFormsOfMany(questions: readonly PendingQuestion[], clock: PendingClock): Promise<PendingForm[][]> {
  const ids = [...new Set(questions.flatMap((q) => q.formIds))];
  if (ids.length === 0) return questions.map(() => []);
  const forms = (await batchGet(ids.map(formKeys.intakeForm), true)).map(intakeFormFromItem).sort((a, b) => a.name.localeCompare(b.name));
  const applicable = questions.map((q) => forms.filter(appliesTo(q)));
  const clients = [...new Set(questions.filter((_, i) => (applicable[i] ?? []).length > 0).map((q) => q.clientId))];
  const latest = new Map(await Promise.all(clients.map(async (c) => [c, await latestResponseAt(c)] as const)));
  return questions.map((q, i) => (applicable[i] ?? [])
    .filter((f) => !isValid(f, latest.get(q.clientId)?.get(f.id), clock.now, clock.timeZone))
    .map((f) => ({ id: f.id, name: f.name })));
}

/** The `automatic` forms that apply to one booking and have no valid response (AP-FORM-2 + AP-FORM-5). */
export async function pendingIntakeForms(q: PendingQuestion & PendingClock): Promise<PendingForm[]> {
  return (await pendingIntakeFormsOfMany([q], q))[0] ?? [];
}
