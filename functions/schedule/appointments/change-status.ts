// Status changes by staff (REFERENCE §3.7): `arrived` and `no_show` only once the appointment has
// started, and back to `booked` from either — only to correct a mistake, so only by an admin or the
// appointment's employee, on the appointment's own day in its location's zone (issue 22). Setting
// back neither charges nor refunds anything. Conditioned on the version and the stored state.
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, forbidden } from '#functions/lib/errors/app-error.ts';
import { checkReadVersion, updateAppointmentStep } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { mayChangeLines } from '#functions/schedule/appointments/schedule-access.ts';
import { localOf } from '#functions/schedule/slots/local-time.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export type AttendanceStatus = 'booked' | 'arrived' | 'no_show';

const notStarted = () => conflict('invalid_state', 'Arrival and no-show can be marked only after the appointment starts.');
const notChangeable = () => conflict('invalid_state', 'Only booked appointments can be marked arrived or no-show.');

const pastTheDay = () => conflict('invalid_state', 'Arrived or No Show can be set back to Booked only on the day of the appointment.');

/** Arrived / No Show back to Booked: the appointment's employee or an admin, on its local day only. */
export function checkBackToBooked(staff: StaffCaller, a: AppointmentRecord, now: string): void {
  if (a.status !== 'arrived' && a.status !== 'no_show') return;
  if (!mayChangeLines(staff, a)) throw forbidden('Only an admin or the appointment\'s employee can set it back to Booked.');
  if (localOf(Date.parse(now), a.timezone).date !== a.date) throw pastTheDay();
}

export async function changeStatus(a: AppointmentRecord, status: AttendanceStatus, expectedVersion: number, now: string): Promise<AppointmentRecord> {
  if (a.status === status) return a;
  if (!['booked', 'arrived', 'no_show'].includes(a.status)) throw notChangeable();
  const needsStart = status !== 'booked';
  if (needsStart && a.startAt > now) throw notStarted();
  checkReadVersion(a, expectedVersion);
  const changed: AppointmentRecord = { ...a, status, updatedAt: now, version: expectedVersion + 1 };
  const plan = new TransactionPlan();
  updateAppointmentStep({ plan, before: a, after: changed, now, zone: (await loadPracticeSettings()).timezone, change: {
    condition: {
      expression: needsStart ? '#st IN (:b, :a, :n) AND start_at <= :now' : '#st IN (:b, :a, :n)',
      names: { '#st': 'status' }, values: { ':b': 'booked', ':a': 'arrived', ':n': 'no_show' },
    },
  } });
  await plan.commit();
  return changed;
}
