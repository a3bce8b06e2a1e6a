// T-CANCEL for a deposit that was never paid: `checkout.session.expired` or the sweeper cancels the
// `pending_deposit` appointment (`deposit_not_paid`), frees its cells, skips its reminders and
// deletes the hold. Conditional on the status, so a payment that won the race is never undone.
import { AppError } from '#functions/lib/errors/app-error.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import { deleteHoldStep, type StripeEventRef } from '#functions/payments/payment-record-repository.ts';
import { markEventProcessed, processedEventStep } from '#functions/lib/stripe/processed-event-repository.ts';
import { clientCells, employeeCells, getAppointment, planSkipReminders, releaseCellsStep, updateAppointmentStep } from '#functions/schedule/public.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export type ReleaseOutcome = 'released' | 'not_pending';

function cancelled(a: AppointmentRecord, now: string): AppointmentRecord {
  return {
    ...a, status: 'cancelled', cancelledBy: { type: 'system', id: null }, cancelledAt: now, cancelReason: 'deposit_not_paid', updatedAt: now,
    payments: a.payments.map((p) => (p.status === 'pending' ? { ...p, status: 'expired' as const } : p)),
  };
}

async function commitRelease(a: AppointmentRecord, event: StripeEventRef | undefined, now: string): Promise<void> {
  const plan = new TransactionPlan();
  if (event) processedEventStep(plan, 'payments', event, now);
  updateAppointmentStep({
    plan, before: a, after: cancelled(a, now), now, zone: (await loadPracticeSettings()).timezone,
    change: { condition: { expression: '#status = :pending', names: { '#status': 'status' }, values: { ':pending': 'pending_deposit' } } },
  });
  releaseCellsStep({ plan, party: 'employee', ownerId: a.employeeId, cells: employeeCells(a), appointmentId: a.id });
  releaseCellsStep({ plan, party: 'client', ownerId: a.clientId, cells: clientCells(a), appointmentId: a.id });
  await planSkipReminders(plan, a, now);
  deleteHoldStep(plan, a.id);
  await plan.commit();
}

export function releaseHold(appointmentId: string, event?: StripeEventRef): Promise<ReleaseOutcome> {
  // A version race re-reads the appointment: it may have been paid meanwhile (decision 023).
  return retryOnVersionConflict(async () => {
    const a = await getAppointment(appointmentId, true);
    if (!a || a.status !== 'pending_deposit') {
      // A hold whose appointment was cancelled or paid by another path leaves the queue too.
      const cleanup = new TransactionPlan();
      deleteHoldStep(cleanup, appointmentId);
      await cleanup.commit();
      if (event) await markEventProcessed('payments', event);
      return 'not_pending';
    }
    try {
      await commitRelease(a, event, new Date().toISOString());
      return 'released';
    } catch (error) {
      if (error instanceof AppError && error.code === 'already_paid') return 'not_pending';
      throw error;
    }
  });
}
