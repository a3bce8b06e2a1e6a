// T-PAY's last rule: a balance (or staff) session that expires marks its pending payment `expired`.
import { AppError } from '#functions/lib/errors/app-error.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import { type StripeEventRef } from '#functions/payments/payment-record-repository.ts';
import { markEventProcessed, processedEventStep } from '#functions/lib/stripe/processed-event-repository.ts';
import { getAppointment, updateAppointmentStep } from '#functions/schedule/public.ts';
import type { AppointmentPayment } from '#functions/model/appointment-record.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export function expireSessionPayments(appointmentId: string, sessionId: string, event: StripeEventRef): Promise<void> {
  return retryOnVersionConflict(async () => {
    const a = await getAppointment(appointmentId, true);
    const isExpiring = (p: AppointmentPayment) => p.stripeCheckoutSessionId === sessionId && p.status === 'pending';
    if (!a || !a.payments.some(isExpiring)) return markEventProcessed('payments', event);
    const now = new Date().toISOString();
    const payments = a.payments.map((p) => (isExpiring(p) ? { ...p, status: 'expired' as const } : p));
    const plan = new TransactionPlan();
    processedEventStep(plan, 'payments', event, now);
    updateAppointmentStep({ plan, before: a, after: { ...a, payments, updatedAt: now }, now, zone: (await loadPracticeSettings()).timezone });
    try {
      await plan.commit();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'already_paid')) throw error;
    }
  });
}
