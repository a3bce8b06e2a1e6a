// T-RESCHED (docs/data-model.md §4): a new time, employee, client, location or treatment set is
// re-validated like a booking, then ONE transaction rewrites the root (version, not cancelled),
// releases the cells only the old time held, claims the cells only the new one needs, and re-times
// the reminders. Cells in both sets are left alone (one item cannot appear twice in a transaction).
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { checkReadVersion, claimCellsStep, releaseCellsStep, updateAppointmentStep, type RootChange } from '#functions/schedule/appointments/appointment-repository.ts';
import { blockedUntil, type AppointmentRecord } from '#functions/model/appointment-record.ts';
import { clientCells, employeeCells } from '#functions/schedule/booking/create-appointment.ts';
import { planReminders } from '#functions/schedule/reminders/reminder-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

const minus = (a: readonly string[], b: readonly string[]) => { const s = new Set(b); return a.filter((x) => !s.has(x)); };

function planCellChanges(plan: TransactionPlan, before: AppointmentRecord, after: AppointmentRecord, now: string): void {
  const sameEmployee = before.employeeId === after.employeeId;
  const sameClient = before.clientId === after.clientId;
  const [oldE, newE, oldC, newC] = [employeeCells(before), employeeCells(after), clientCells(before), clientCells(after)];
  const [was, will] = [{ plan, appointmentId: before.id }, { plan, appointmentId: after.id, now }];
  releaseCellsStep({ ...was, party: 'employee', ownerId: before.employeeId, cells: sameEmployee ? minus(oldE, newE) : oldE });
  claimCellsStep({ ...will, party: 'employee', ownerId: after.employeeId, cells: sameEmployee ? minus(newE, oldE) : newE, holdsUntil: blockedUntil(after) });
  releaseCellsStep({ ...was, party: 'client', ownerId: before.clientId, cells: sameClient ? minus(oldC, newC) : oldC });
  claimCellsStep({ ...will, party: 'client', ownerId: after.clientId, cells: sameClient ? minus(newC, oldC) : newC, holdsUntil: after.endAt });
}

const notCancelled: RootChange = { condition: { expression: '#st <> :cancelled', names: { '#st': 'status' }, values: { ':cancelled': 'cancelled' } } };

/** `change`: the root's condition beside its version (a client's move also needs `booked` and the window). */
export async function rescheduleAppointment(
  before: AppointmentRecord, after: AppointmentRecord, expectedVersion: number, now: string, change: RootChange = notCancelled,
): Promise<AppointmentRecord> {
  checkReadVersion(before, expectedVersion);
  const plan = new TransactionPlan();
  after.reminder = await planReminders(plan, after, after.reminder, now);
  const saved: AppointmentRecord = { ...after, updatedAt: now, version: expectedVersion + 1 };
  updateAppointmentStep({ plan, before, after: saved, now, zone: (await loadPracticeSettings()).timezone, change });
  planCellChanges(plan, before, after, now);
  await plan.commit();
  return saved;
}

export const cannotMoveCancelled = () => conflict('invalid_state', 'A cancelled appointment cannot be changed.');
