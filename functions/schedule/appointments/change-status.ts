// Status changes by staff (REFERENCE §3.7): `arrived` and `no_show` only once the appointment has
// started, and back to `booked` from either. Conditioned on the version and the stored state.
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { updateAppointmentStep } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';

export type AttendanceStatus = 'booked' | 'arrived' | 'no_show';

const notStarted = () => conflict('invalid_state', 'Arrival and no-show can be marked only after the appointment starts.');
const notChangeable = () => conflict('invalid_state', 'Only booked appointments can be marked arrived or no-show.');

export async function changeStatus(a: AppointmentRecord, status: AttendanceStatus, expectedVersion: number, now: string): Promise<AppointmentRecord> {
  if (a.status === status) return a;
  if (!['booked', 'arrived', 'no_show'].includes(a.status)) throw notChangeable();
  const needsStart = status !== 'booked';
  if (needsStart && a.startAt > now) throw notStarted();
  const changed: AppointmentRecord = { ...a, status, updatedAt: now, version: expectedVersion + 1 };
  const plan = new TransactionPlan();
  updateAppointmentStep(plan, changed, expectedVersion, now, {
    condition: {
      expression: needsStart ? '#st IN (:b, :a, :n) AND start_at <= :now' : '#st IN (:b, :a, :n)',
      names: { '#st': 'status' }, values: { ':b': 'booked', ':a': 'arrived', ':n': 'no_show' },
    },
  });
  await plan.commit();
  return changed;
}
