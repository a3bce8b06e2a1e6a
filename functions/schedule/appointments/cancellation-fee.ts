// The fees of the cancellation policy snapshotted on an appointment (issue 24, decision 032). Pure:
// the cancel preview, the cancel itself and the no-show use the same numbers.
import { computeAmounts } from '#functions/schedule/appointments/appointment-amounts.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';

const hourMs = 3_600_000;

/**
 * What cancelling at `now` costs: the late-cancel fee when the start is less than the window away
 * (or already past, for staff), minus what was already paid on the appointment, never below 0.
 */
export function lateCancelFeeCents(a: Pick<AppointmentRecord, 'status' | 'cancellationPolicy' | 'startAt' | 'treatments' | 'products' | 'payments'>, now: string): number {
  const policy = a.cancellationPolicy;
  // A hold still waiting for its deposit was never confirmed: letting it go costs nothing.
  if (!policy || policy.lateCancelFeeCents === 0 || a.status !== 'booked') return 0;
  if (Date.parse(a.startAt) - Date.parse(now) >= policy.windowHours * hourMs) return 0;
  return Math.max(0, policy.lateCancelFeeCents - computeAmounts(a).paidCents);
}

/** The no-show fee of the appointment's policy (0 = none). */
export const noShowFeeCents = (a: Pick<AppointmentRecord, 'cancellationPolicy'>): number => a.cancellationPolicy?.noShowFeeCents ?? 0;
