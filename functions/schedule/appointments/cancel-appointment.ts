// T-CANCEL (docs/data-model.md §4): the root becomes `cancelled` under its version (a client's
// cancel also needs the start still ahead), pending payments expire, every claim cell is released
// and the pending reminders are skipped — one transaction.
import type { CancelledBy } from '#functions/model/appointment-record.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { depositHoldItem } from '#functions/model/deposit-hold.ts';
import { releaseCellsStep, updateAppointmentStep } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { clientCells, employeeCells } from '#functions/schedule/booking/create-appointment.ts';
import { planSkipReminders } from '#functions/schedule/reminders/reminder-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export interface CancelRequest {
  by: CancelledBy;
  reason: string | null;
  /** A client may cancel only before the start. */
  onlyBeforeStart: boolean;
}

export const alreadyCancelled = () => conflict('invalid_state', 'This appointment is already cancelled.');
export const alreadyStarted = () => conflict('invalid_state', 'Appointments can be cancelled only before they start.');

export async function cancelAppointment(a: AppointmentRecord, req: CancelRequest, now: string): Promise<AppointmentRecord> {
  if (a.status === 'cancelled') throw alreadyCancelled();
  if (req.onlyBeforeStart && a.startAt <= now) throw alreadyStarted();
  const cancelled: AppointmentRecord = {
    ...a, status: 'cancelled', cancelledBy: req.by, cancelledAt: now, cancelReason: req.reason,
    payments: a.payments.map((p) => (p.status === 'pending' ? { ...p, status: 'expired' } : p)), updatedAt: now, version: a.version + 1,
  };
  const plan = new TransactionPlan();
  updateAppointmentStep({
    plan, before: a, after: cancelled, now, zone: (await loadPracticeSettings()).timezone,
    change: { condition: req.onlyBeforeStart
      ? { expression: '#st <> :cancelled AND start_at > :now', names: { '#st': 'status' }, values: { ':cancelled': 'cancelled' } }
      : { expression: '#st <> :cancelled', names: { '#st': 'status' }, values: { ':cancelled': 'cancelled' } } },
  });
  releaseCellsStep({ plan, party: 'employee', ownerId: a.employeeId, cells: employeeCells(a), appointmentId: a.id });
  releaseCellsStep({ plan, party: 'client', ownerId: a.clientId, cells: clientCells(a), appointmentId: a.id });
  await planSkipReminders(plan, a, now);
  // A booking still waiting for its deposit: its hold falls due now, so the sweeper expires the
  // Checkout session at its next run whichever route cancelled (decision 026).
  if (a.status === 'pending_deposit') plan.put(depositHoldItem(a.id, now, now), undefined, null);
  await plan.commit();
  return cancelled;
}
