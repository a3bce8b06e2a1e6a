// check-*: the intake forms a booking needs (REFERENCE §3.6 step 3, issue 19). Online, a client may
// not book a treatment whose `automatic` form they have no valid response for: 409
// `intake_forms_required`, the pending forms in `fields` (id → name), nothing booked. (Staff bookings
// are not refused; they run in the schedule Lambda, which has no room for this check's reads.)
import { pendingIntakeForms } from '#functions/forms/public.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import type { TreatmentInfo } from '#functions/schedule/booking/booking-context-repository.ts';

export interface IntakeQuestion {
  clientId: string;
  employeeId: string;
  treatments: readonly Pick<TreatmentInfo, 'intakeFormIds'>[];
  timeZone: string;
  now: Date;
}

export const intakeFormsMessage = 'Please fill out the intake forms before confirming.';

export async function checkIntakeForms(q: IntakeQuestion): Promise<void> {
  const pending = await pendingIntakeForms({
    clientId: q.clientId, employeeId: q.employeeId, formIds: q.treatments.flatMap((t) => t.intakeFormIds), now: q.now, timeZone: q.timeZone,
  });
  if (pending.length > 0) throw conflict('intake_forms_required', intakeFormsMessage, Object.fromEntries(pending.map((f) => [f.id, f.name])));
}
