// "Retry charge" (issue 24, decision 032): `POST /api/schedules/{id}/charge_fee` charges the
// appointment's failed late-cancel or no-show fee again, to the card the client saved most recently
// (typically a new one), admin or the appointment's employee. Each retry is a new attempt of the fee
// claim, with its own idempotency key and Payment.
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { cardDeclined, conflict } from '#functions/lib/errors/app-error.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { FeeKind } from '#functions/model/payment-keys.ts';
import { loadChargeable } from '#functions/payments/charge-card-on-file.ts';
import { readFeeClaim } from '#functions/payments/fee-claim-repository.ts';
import { chargePolicyFee } from '#functions/payments/policy-fees.ts';

const noFee = () => conflict('invalid_state', 'There is no failed fee to charge for this appointment.');

function feeKindOf(a: AppointmentRecord): FeeKind {
  if (a.status === 'no_show') return 'no_show';
  if (a.status === 'cancelled') return 'late_cancel';
  throw noFee();
}

export async function retryFee(staff: StaffCaller, appointmentId: string): Promise<AppointmentRecord> {
  const a = await loadChargeable(staff, appointmentId);
  const kind = feeKindOf(a);
  const held = await readFeeClaim(a.id, kind);
  if (!held) throw noFee();
  if (held.status === 'paid') throw conflict('already_paid', 'This fee is already paid.');
  const outcome = await chargePolicyFee({ appointment: a, kind, amountCents: held.amountCents, retry: true, recordedBy: staff.employeeId });
  if (!outcome) throw conflict('conflict', 'This fee is being charged right now. Reload in a moment.');
  if (outcome.status === 'failed') throw cardDeclined(outcome.message);
  return outcome.appointment;
}
