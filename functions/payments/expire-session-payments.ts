// T-PAY's last rule: a balance (or staff) session that expires marks its pending payment `expired`.
import { AppError } from '#functions/lib/errors/app-error.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { processedEventStep, type StripeEventRef } from '#functions/payments/payment-record-repository.ts';
import { markEventProcessed } from '#functions/payments/processed-events.ts';
import { getAppointment, updateAppointmentStep } from '#functions/schedule/appointment-repository.ts';

export async function expireSessionPayments(appointmentId: string, sessionId: string, event: StripeEventRef): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const a = await getAppointment(appointmentId, true);
    const pending = a?.payments.some((p) => p.stripeCheckoutSessionId === sessionId && p.status === 'pending');
    if (!a || !pending) return markEventProcessed(event);
    const now = new Date().toISOString();
    const payments = a.payments.map((p) => (p.stripeCheckoutSessionId === sessionId && p.status === 'pending' ? { ...p, status: 'expired' as const } : p));
    const plan = new TransactionPlan();
    processedEventStep(plan, event, now);
    updateAppointmentStep(plan, { ...a, payments, updatedAt: now }, a.version, now);
    try {
      await plan.commit();
      return;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'already_paid') return;
      if (error.code !== 'conflict') throw error;
    }
  }
  throw new AppError('conflict', 409, 'This record was changed by someone else. Reload and try again.');
}
