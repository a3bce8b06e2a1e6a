// The ONE fulfilment routine (T-PAY): the webhook, `session_status` and `confirm_payment` all call
// it, so replays and races never double-record. The PAYREC items make each (session, line) unique;
// the appointment version serialises it against every other change; the event marker, when an event
// drives it, sits inside the same transaction (T-WEBHOOK).
import { ulid } from 'ulid';
import { AppError } from '#functions/lib/errors/app-error.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import { readMetadata, type CheckoutMetadata } from '#functions/payments/checkout-metadata.ts';
import { deleteHoldStep, paymentRecordStep, type StripeEventRef } from '#functions/payments/payment-record-repository.ts';
import { markEventProcessed, processedEventStep } from '#functions/lib/stripe/processed-event-repository.ts';
import type { SessionView } from '#functions/lib/stripe/checkout-sessions.ts';
import { refundLatePayment } from '#functions/payments/refund-late-payment.ts';
import { getAppointment, updateAppointmentStep } from '#functions/schedule/public.ts';
import type { AppointmentPayment, AppointmentRecord } from '#functions/model/appointment-record.ts';
import { sendAppointmentConfirmed, sendPaymentReceived } from '#functions/schedule/public.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

export type FulfilOutcome = 'fulfilled' | 'refunded' | 'already_fulfilled' | 'not_paid' | 'not_ours';

export interface Applied {
  next: AppointmentRecord;
  paid: AppointmentPayment[];
  booked: boolean;
  /** Set when the appointment was cancelled: the payment went straight back (refund-late-payment.ts). */
  refund?: { id: string; at: string };
}

/** The payments this session stands for, as they should be once paid. */
function expectedPayments(meta: CheckoutMetadata, session: SessionView): { lineId: string | null; amountCents: number }[] {
  if (meta.purpose === 'line') return meta.lines.map((l) => ({ lineId: l.lineId, amountCents: l.amountCents }));
  return [{ lineId: null, amountCents: session.amountTotal }];
}

/** Marks the session's pending payments paid (appending any the root lacks); null if nothing is left to do. */
function apply(a: AppointmentRecord, meta: CheckoutMetadata, session: SessionView, now: string): Applied | null {
  const payments = [...a.payments];
  const paid: AppointmentPayment[] = [];
  for (const expected of expectedPayments(meta, session)) {
    const index = payments.findIndex((p) => p.stripeCheckoutSessionId === session.id && (meta.purpose === 'line' ? (p.scheduleTreatmentId ?? p.scheduleProductId) === expected.lineId : true));
    const existing = index >= 0 ? payments[index] : undefined;
    if (existing?.status === 'paid' || existing?.status === 'refunded') continue;
    const isTreatment = a.treatments.some((t) => t.id === expected.lineId);
    const payment: AppointmentPayment = {
      id: existing?.id ?? ulid(), kind: meta.purpose === 'line' ? 'line' : meta.purpose === 'deposit' ? 'deposit' : 'balance', method: 'card_online',
      amountCents: expected.amountCents, status: 'paid',
      scheduleTreatmentId: isTreatment ? expected.lineId : null, scheduleProductId: !isTreatment && expected.lineId ? expected.lineId : null,
      stripeCheckoutSessionId: session.id, stripePaymentIntentId: session.paymentIntentId, recordedBy: null, paidAt: now, createdAt: existing?.createdAt ?? now,
    };
    if (index >= 0) payments[index] = payment;
    else payments.push(payment);
    paid.push(payment);
  }
  if (paid.length === 0) return null;
  const booked = a.status === 'pending_deposit';
  return { next: { ...a, payments, status: booked ? 'booked' : a.status, updatedAt: now }, paid, booked };
}

async function commit(a: AppointmentRecord, applied: Applied, session: SessionView, event: StripeEventRef | undefined, now: string): Promise<void> {
  const plan = new TransactionPlan();
  if (event) processedEventStep(plan, 'payments', event, now);
  updateAppointmentStep({ plan, before: a, after: applied.next, now, zone: (await loadPracticeSettings()).timezone });
  for (const p of applied.paid) {
    paymentRecordStep(plan, {
      appointmentId: a.id, paymentId: p.id, kind: p.kind, method: p.method, amountCents: p.amountCents, paidAt: now, locationId: a.locationId,
      online: { sessionId: session.id, lineId: p.scheduleTreatmentId ?? p.scheduleProductId }, ...(applied.refund ? { refund: applied.refund } : {}),
    });
  }
  if (applied.booked) deleteHoldStep(plan, a.id);
  await plan.commit();
}

async function notify(applied: Applied, logger: Logger): Promise<void> {
  try {
    if (applied.booked) await sendAppointmentConfirmed(applied.next);
    else await sendPaymentReceived(applied.next, applied.paid.reduce((sum, p) => sum + p.amountCents, 0));
  } catch (error) {
    logger.error('payment email failed', { err: error });
  }
}

export async function fulfilCheckoutSession(session: SessionView, logger: Logger, event?: StripeEventRef): Promise<FulfilOutcome> {
  const meta = readMetadata(session.metadata);
  const done = async (outcome: FulfilOutcome) => {
    if (event) await markEventProcessed('payments', event);
    return outcome;
  };
  if (!meta?.scheduleId || meta.purpose === 'save_card' || session.mode !== 'payment') return done('not_ours');
  if (session.paymentStatus !== 'paid') return done('not_paid');
  const { scheduleId } = meta;
  // A version race re-reads the appointment and applies the session again (decision 023).
  return retryOnVersionConflict(async () => {
    const now = new Date().toISOString();
    const a = await getAppointment(scheduleId, true);
    if (!a) return done('not_ours');
    const found = apply(a, meta, session, now);
    if (!found) return done('already_fulfilled');
    const applied = a.status === 'cancelled' ? await refundLatePayment(a, found, session, now) : found;
    try {
      await commit(a, applied, session, event, now);
    } catch (error) {
      // A PAYREC or the marker exists: someone fulfilled it first.
      if (error instanceof AppError && error.code === 'already_paid') return done('already_fulfilled');
      throw error;
    }
    if (applied.refund) {
      logger.warn('payment for a cancelled appointment refunded', { appointmentId: a.id, sessionId: session.id, refundId: applied.refund.id });
      return 'refunded';
    }
    await notify(applied, logger);
    return 'fulfilled';
  });
}
