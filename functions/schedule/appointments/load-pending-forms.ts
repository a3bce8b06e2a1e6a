// load-*: `intake_forms_pending` of the appointments one request answers with (REFERENCE §4.0
// Schedule, issue 19): the `automatic` forms of each appointment's treatments for which its client
// has no valid response now (validity per decision 027, the practice zone). Computed on read, as
// validity runs out with time and a response or a new link changes it. Only appointments still to
// come (booked, or holding for a deposit) ask; the others answer []. Batched per request: one
// BatchGet of the treatments, one of the forms, one Query per client with an applicable form.
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { pendingIntakeFormsOfMany, type PendingForm } from '#functions/forms/public.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { linkedFormIds } from '#functions/schedule/appointments/treatment-forms-repository.ts';

export type PendingForms = ReadonlyMap<string, PendingForm[]>;

const asksForForms = (a: AppointmentRecord) => a.status === 'booked' || a.status === 'pending_deposit';

export async function loadPendingForms(records: readonly AppointmentRecord[], now = new Date()): Promise<PendingForms> {
  const open = records.filter(asksForForms);
  if (open.length === 0) return new Map();
  const [formsOf, settings] = await Promise.all([linkedFormIds(open.flatMap((a) => a.treatments.map((t) => t.treatmentId))), loadPracticeSettings()]);
  const pending = await pendingIntakeFormsOfMany(open.map((a) => ({
    clientId: a.clientId, employeeId: a.employeeId, formIds: a.treatments.flatMap((t) => formsOf.get(t.treatmentId) ?? []),
  })), { now, timeZone: settings.timezone });
  return new Map(open.map((a, i) => [a.id, pending[i] ?? []]));
}
