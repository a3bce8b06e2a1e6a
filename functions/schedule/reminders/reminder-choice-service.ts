// POST /api/client/schedules/{id}/reminder: the client's reminder choice for their own upcoming
// appointment. Stored on the root and planned as reminder rows in the same transaction.
import type { ReminderKind } from '#functions/contract/schedule.ts';
import type { ClientCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { getAppointment, updateAppointmentStep } from '#functions/schedule/appointments/appointment-repository.ts';
import { checkReminderChoice } from '#functions/schedule/reminders/check-reminders.ts';
import { planReminders } from '#functions/schedule/reminders/reminder-plan.ts';
import { visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';

export async function chooseReminders(caller: ClientCaller, id: string, kinds: ReminderKind[]): Promise<{ message: string; reminder: ReminderKind[] }> {
  const a = visibleOrNotFound(caller, await getAppointment(id, true));
  const settings = await loadPracticeSettings();
  checkReminderChoice(kinds, settings);
  if (a.status === 'cancelled') throw conflict('invalid_state', 'A cancelled appointment has no reminders.');
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  const reminder = await planReminders(plan, a, kinds, now);
  updateAppointmentStep({
    plan, before: a, after: { ...a, reminder }, now, zone: settings.timezone,
    change: { condition: { expression: '#st <> :cancelled', names: { '#st': 'status' }, values: { ':cancelled': 'cancelled' } } },
  });
  await plan.commit();
  return { message: 'Reminder preferences saved.', reminder };
}
