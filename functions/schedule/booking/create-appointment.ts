// create-*: T-BOOK (docs/data-model.md §4) as ONE transaction: the root, the employee's claim cells
// (through its cleanup buffer), the client's cells, the employee and location checks, the reminder
// rows and the employee–client link. A taken cell fails the whole write with 409.
import { addLinkUpsert } from '#functions/clients/public.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { claimCellsStep, createAppointmentStep, employeeBookableCheck, locationActiveCheck } from '#functions/schedule/appointments/appointment-repository.ts';
import { blockedUntil, type AppointmentRecord } from '#functions/model/appointment-record.ts';
import { planReminders } from '#functions/schedule/reminders/reminder-plan.ts';
import { claimCells } from '#functions/schedule/slots/intervals.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

/** The cells an appointment holds: the employee's through the buffer, the client's through the end. */
export const employeeCells = (a: AppointmentRecord): string[] => claimCells(a.startAt, blockedUntil(a));
export const clientCells = (a: AppointmentRecord): string[] => claimCells(a.startAt, a.endAt);

/** Adds T-BOOK's items to `plan` (the payments step may add a hold to the same plan before commit). */
export async function planCreateAppointment(plan: TransactionPlan, a: AppointmentRecord, now: string): Promise<void> {
  // First: the root stores the kinds that were actually planned (text ones only with SMS on).
  a.reminder = await planReminders(plan, a, a.reminder, now);
  createAppointmentStep(plan, a, (await loadPracticeSettings()).timezone);
  claimCellsStep({ plan, party: 'employee', ownerId: a.employeeId, cells: employeeCells(a), appointmentId: a.id, holdsUntil: blockedUntil(a), now });
  claimCellsStep({ plan, party: 'client', ownerId: a.clientId, cells: clientCells(a), appointmentId: a.id, holdsUntil: a.endAt, now });
  employeeBookableCheck(plan, a.employeeId, a.locationId);
  locationActiveCheck(plan, a.locationId);
  addLinkUpsert(plan, { id: a.employeeId, name: a.employeeName }, {
    id: a.clientId, name: a.clientName, last_name: a.clientLastName, email: a.clientEmail, phone_number: a.clientPhone,
  }, now);
}

export async function createAppointment(a: AppointmentRecord, now: string): Promise<AppointmentRecord> {
  const plan = new TransactionPlan();
  await planCreateAppointment(plan, a, now);
  await plan.commit();
  return a;
}
