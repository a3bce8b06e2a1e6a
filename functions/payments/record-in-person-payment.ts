// `remaining_paid`: staff record a cash, card-terminal or other payment of (part of) the remaining
// balance. The write is conditional on the appointment version the balance was computed from, so a
// double submit records once and the second gets 409 (`already_paid` once nothing is left). Once
// nothing is left, any open online balance session is expired so the client cannot pay twice.
import { ulid } from 'ulid';
import { formatMoney } from '#functions/contract/money.ts';
import type { RemainingPaidBody } from '#functions/contract/payments.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { AppError, conflict, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { paymentRecordStep } from '#functions/payments/payment-record-repository.ts';
import { expireOpenSession } from '#functions/lib/stripe/checkout-sessions.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { computeAmounts, getAppointment, mayChangeLines, sendPaymentReceived, updateAppointmentStep, visibleOrNotFound } from '#functions/schedule/public.ts';
import type { AppointmentPayment, AppointmentRecord } from '#functions/model/appointment-record.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

const nothingLeft = () => conflict('already_paid', 'Nothing left to pay.');

export async function loadPayableByStaff(staff: StaffCaller, appointmentId: string): Promise<AppointmentRecord> {
  const a = visibleOrNotFound(staff, await getAppointment(appointmentId, true));
  if (!mayChangeLines(staff, a)) throw notFound();
  if (a.status === 'cancelled') throw conflict('invalid_state', 'A cancelled appointment cannot be paid.');
  return a;
}

export async function recordInPersonPayment(staff: StaffCaller, appointmentId: string, body: RemainingPaidBody, logger: Logger): Promise<AppointmentRecord> {
  const a = await loadPayableByStaff(staff, appointmentId);
  const { remainingCents } = computeAmounts(a);
  if (remainingCents === 0) throw nothingLeft();
  const amount = body.amount_cents ?? remainingCents;
  if (amount > remainingCents) throw validationFailed({ amount_cents: `Amount may not exceed the remaining balance (${formatMoney(remainingCents)}).` });
  const now = new Date().toISOString();
  const payment: AppointmentPayment = {
    id: ulid(), kind: 'in_person', method: body.method, amountCents: amount, status: 'paid', scheduleTreatmentId: null, scheduleProductId: null,
    stripeCheckoutSessionId: null, stripePaymentIntentId: null, recordedBy: staff.employeeId, paidAt: now, createdAt: now,
  };
  const next: AppointmentRecord = { ...a, payments: [...a.payments, payment], updatedAt: now, version: a.version + 1 };
  const plan = new TransactionPlan();
  updateAppointmentStep({ plan, before: a, after: next, now, zone: (await loadPracticeSettings()).timezone });
  paymentRecordStep(plan, { appointmentId: a.id, paymentId: payment.id, kind: payment.kind, method: payment.method, amountCents: amount, paidAt: now, locationId: a.locationId });
  try {
    await plan.commit();
  } catch (error) {
    // Someone changed the appointment since the balance was read (a double submit, most often).
    if (error instanceof AppError && error.code === 'conflict') {
      const fresh = await getAppointment(a.id, true);
      throw fresh && computeAmounts(fresh).remainingCents === 0 ? nothingLeft() : error;
    }
    throw error;
  }
  if (amount === remainingCents) await stopOpenSessions(next, logger);
  // REFERENCE §3.12: a balance paid (here, in person) sends the client "Payment received".
  await sendPaymentReceived(next, amount);
  return next;
}

/** Best effort: Stripe's `.expired` webhook then marks the pending payment expired. */
async function stopOpenSessions(a: AppointmentRecord, logger: Logger): Promise<void> {
  const open = a.payments.filter((p) => p.status === 'pending' && p.stripeCheckoutSessionId).map((p) => p.stripeCheckoutSessionId ?? '');
  for (const sessionId of open) {
    try {
      await expireOpenSession(sessionId);
    } catch (error) {
      logger.warn('could not expire an open checkout session after an in-person payment', { sessionId, err: error });
    }
  }
}
