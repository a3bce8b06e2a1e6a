// The reminder steps of the appointment transactions (REFERENCE §3.12, data model T-BOOK, T-RESCHED,
// T-CANCEL): each chosen kind becomes a ReminderDelivery due 48 h or 24 h before the start, one that
// is already past due is `skipped`, a new time re-times them, and a cancel skips the pending ones.
import type { ReminderKind } from '#functions/contract/schedule.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import {
  addReminderStep, listAppointmentReminders, reminderItem, removeReminderStep, retimeReminderStep, skipReminderStep,
} from '#functions/schedule/reminders/reminder-repository.ts';

const hoursBefore: Record<ReminderKind, number> = { email_48: 48, text_48: 48, email_24: 24, text_24: 24 };

/** When a reminder of `kind` is due for an appointment starting at `startAt`. */
export function reminderDueAt(startAt: string, kind: ReminderKind): string {
  return new Date(Date.parse(startAt) - hoursBefore[kind] * 3_600_000).toISOString();
}

/** The kinds that can be delivered: text reminders only while the practice sends SMS. */
export function deliverableKinds(kinds: readonly ReminderKind[], smsEnabled: boolean): ReminderKind[] {
  return [...new Set(kinds)].filter((kind) => smsEnabled || !kind.startsWith('text_'));
}

/**
 * Adds the reminder writes for `appointment` (new or changed: start time or choice) to `plan`, and
 * returns the kinds that were planned (the root's `reminder`). A reminder already sent for the same
 * time stays sent; one the client dropped leaves the queue; a stored row is only rewritten when its
 * due time changes.
 */
export async function planReminders(
  plan: TransactionPlan, appointment: Pick<AppointmentRecord, 'id' | 'startAt'>, kinds: readonly ReminderKind[], now: string,
): Promise<ReminderKind[]> {
  const [settings, stored] = await Promise.all([loadPracticeSettings(), listAppointmentReminders(appointment.id)]);
  const wanted = deliverableKinds(kinds, settings.sms_enabled);
  const byKind = new Map(stored.map((r) => [r.kind, r]));
  for (const kind of wanted) {
    const dueAt = reminderDueAt(appointment.startAt, kind);
    const status = dueAt > now ? 'pending' : 'skipped';
    const previous = byKind.get(kind);
    if (!previous) addReminderStep(plan, reminderItem(appointment.id, kind, dueAt, status, now));
    else if (previous.dueAt !== dueAt) retimeReminderStep(plan, previous, dueAt, status, now);
  }
  for (const previous of stored) {
    if (!wanted.includes(previous.kind) && previous.status === 'pending') removeReminderStep(plan, previous);
  }
  return wanted;
}

/** T-CANCEL: every pending reminder of the appointment becomes `skipped`. */
export async function planSkipReminders(plan: TransactionPlan, appointment: Pick<AppointmentRecord, 'id'>, now = new Date().toISOString()): Promise<void> {
  const stored = await listAppointmentReminders(appointment.id);
  for (const r of stored) if (r.status === 'pending') skipReminderStep(plan, r, 'cancelled', now);
}
