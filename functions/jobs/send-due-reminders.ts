// Job step "reminders" (REFERENCE §3.12, data model AP-APPT-7): claim the due reminders atomically,
// re-read their appointments, send the ones that may go, and mark each `sent`, `skipped` or `failed`.
// Bounded: at most `limit` rows per run; the rest wait for the next run. Two runs at once claim
// disjoint rows, so each reminder goes out once.
import { createLogger } from '#functions/lib/log/logger.ts';
import { decideReminder } from '#functions/jobs/reminder-decision.ts';
import { type MailParties, type ReminderRecord, claimReminder, deferReminder, finishReminder, listDueReminders, loadAppointments, loadMailParties, sendAppointmentReminder } from '#functions/schedule/public.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';

export const maxReminderAttempts = 3;
const leaseMs = 10 * 60_000;
const deferMs = 5 * 60_000;
const parallel = 10;
const log = createLogger({ job: 'reminders' });

export interface ReminderOutcomeRow {
  appointment_id: string;
  kind: string;
  outcome: 'sent' | 'skipped' | 'failed' | 'deferred' | 'retry';
  to?: string;
  reason?: string;
}

async function inChunks<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += parallel) results.push(...(await Promise.all(items.slice(i, i + parallel).map(run))));
  return results;
}

const row = (r: ReminderRecord, outcome: ReminderOutcomeRow['outcome'], extra: Partial<ReminderOutcomeRow> = {}): ReminderOutcomeRow =>
  ({ appointment_id: r.appointmentId, kind: r.kind, outcome, ...extra });

async function deliver(r: ReminderRecord, appointments: Map<string, AppointmentRecord>, parties: MailParties, now: Date): Promise<ReminderOutcomeRow> {
  const nowIso = now.toISOString();
  const appointment = appointments.get(r.appointmentId);
  const decision = decideReminder(r, appointment, appointment && parties.clients.get(appointment.clientId), nowIso);
  if (decision.action === 'defer') {
    await deferReminder(r, new Date(now.getTime() + deferMs).toISOString(), nowIso);
    return row(r, 'deferred');
  }
  if (decision.action === 'skip' || !appointment) {
    const reason = decision.action === 'skip' ? decision.reason : 'appointment_missing';
    await finishReminder(r, { status: 'skipped', reason }, nowIso);
    return row(r, 'skipped', { reason });
  }
  try {
    await sendAppointmentReminder(appointment, parties.locations.get(appointment.locationId), decision.to);
  } catch (error) {
    log.warn('reminder send failed', { appointment_id: r.appointmentId, kind: r.kind, attempts: r.attempts, error });
    // Below the limit the claim is left to lapse: its lease end is its next due time.
    if (r.attempts < maxReminderAttempts) return row(r, 'retry', { reason: 'send_failed' });
    await finishReminder(r, { status: 'failed', reason: 'send_failed' }, nowIso);
    return row(r, 'failed', { reason: 'send_failed' });
  }
  await finishReminder(r, { status: 'sent' }, nowIso);
  return row(r, 'sent', { to: decision.to });
}

export async function sendDueReminders(now: Date, limit = 100): Promise<ReminderOutcomeRow[]> {
  const nowIso = now.toISOString();
  const due = await listDueReminders(nowIso, limit);
  // A send that crashed on its last attempt comes back with its lease expired: it has had its tries.
  const exhausted = due.filter((r) => r.attempts >= maxReminderAttempts);
  await inChunks(exhausted, (r) => finishReminder(r, { status: 'failed', reason: 'max_attempts' }, nowIso));
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const claims = await inChunks(due.filter((r) => r.attempts < maxReminderAttempts), (r) => claimReminder(r, nowIso, lease, maxReminderAttempts));
  const claimed = claims.filter((r): r is ReminderRecord => r !== null);
  if (claimed.length === 0) return exhausted.map((r) => row(r, 'failed', { reason: 'max_attempts' }));
  const appointments = await loadAppointments([...new Set(claimed.map((r) => r.appointmentId))]);
  const parties = await loadMailParties([...appointments.values()]);
  const outcomes = await inChunks(claimed, (r) => deliver(r, appointments, parties, now));
  return [...exhausted.map((r) => row(r, 'failed', { reason: 'max_attempts' })), ...outcomes];
}
