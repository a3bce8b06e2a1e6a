// THE off-session charge step (decision 032): charge a card the client saved, with the caller's
// idempotency key, and record the outcome on the appointment as a Payment — `paid` with its PAYREC
// like any card payment, or `failed` with Stripe's message. Late-cancel and no-show fees and staff's
// "Charge card on file" all come through here; none of them charges in any other way.
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { chargeOffSession } from '#functions/lib/stripe/payment-intents.ts';
import type { AppointmentPayment, AppointmentRecord, PaymentKind } from '#functions/model/appointment-record.ts';
import { paymentRecordStep } from '#functions/payments/payment-record-repository.ts';
import { getAppointment, updateAppointmentStep } from '#functions/schedule/public.ts';

export interface SavedCardCharge {
  appointmentId: string;
  /** The Payment's id: a caller that retries the same attempt passes the same one. */
  paymentId: string;
  kind: Extract<PaymentKind, 'cancellation_fee' | 'no_show_fee' | 'card_on_file'>;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
  /** The staff member who asked; null for a charge the policy made. */
  recordedBy: string | null;
}

export type ChargeOutcome =
  | { status: 'paid'; appointment: AppointmentRecord; payment: AppointmentPayment }
  | { status: 'failed'; appointment: AppointmentRecord; payment: AppointmentPayment; message: string };

type PaymentOf = Pick<SavedCardCharge, 'paymentId' | 'kind' | 'amountCents' | 'recordedBy'>;

function paymentOf(c: PaymentOf, outcome: { paymentIntentId: string | null; failure: string | null }, now: string): AppointmentPayment {
  const paid = outcome.failure === null;
  return {
    id: c.paymentId, kind: c.kind, method: 'card_online', amountCents: c.amountCents, status: paid ? 'paid' : 'failed',
    scheduleTreatmentId: null, scheduleProductId: null, stripeCheckoutSessionId: null, stripePaymentIntentId: outcome.paymentIntentId,
    recordedBy: c.recordedBy, paidAt: paid ? now : null, createdAt: now, failureMessage: outcome.failure,
  };
}

/** A charge that could not even be tried (no card on file): recorded `failed` with the reason. */
export async function recordUntriedCharge(c: PaymentOf & { appointmentId: string; reason: string }): Promise<ChargeOutcome> {
  const payment = paymentOf(c, { paymentIntentId: null, failure: c.reason }, new Date().toISOString());
  return { status: 'failed', appointment: await recordCharge(c.appointmentId, payment), payment, message: c.reason };
}

export async function chargeSavedCard(c: SavedCardCharge): Promise<ChargeOutcome> {
  const settings = await loadPracticeSettings();
  const result = await chargeOffSession({
    customerId: c.customerId, paymentMethodId: c.paymentMethodId, amountCents: c.amountCents, currency: settings.currency,
    description: c.description, idempotencyKey: c.idempotencyKey,
    // Nothing that differs between two sends of one charge: Stripe compares a replayed key's parameters.
    metadata: { purpose: c.kind, schedule_id: c.appointmentId },
  });
  const failure = result.status === 'succeeded' ? null : result.message;
  const payment = paymentOf(c, { paymentIntentId: result.paymentIntentId, failure }, new Date().toISOString());
  const appointment = await recordCharge(c.appointmentId, payment);
  return result.status === 'succeeded' ? { status: 'paid', appointment, payment } : { status: 'failed', appointment, payment, message: result.message };
}

const sameCharge = (p: AppointmentPayment, q: AppointmentPayment) =>
  p.id === q.id || (q.stripePaymentIntentId !== null && p.stripePaymentIntentId === q.stripePaymentIntentId);

/**
 * Appends the Payment under the root's version (re-read on a race) and, when paid, its PAYREC keyed
 * by the PaymentIntent, so an answer Stripe replays for the same key is recorded once.
 */
function recordCharge(appointmentId: string, payment: AppointmentPayment): Promise<AppointmentRecord> {
  return retryOnVersionConflict(async () => {
    const a = await getAppointment(appointmentId, true);
    if (!a) throw notFound();
    if (a.payments.some((p) => sameCharge(p, payment))) return a;
    const now = new Date().toISOString();
    const next: AppointmentRecord = { ...a, payments: [...a.payments, payment], updatedAt: now, version: a.version + 1 };
    const plan = new TransactionPlan();
    updateAppointmentStep({ plan, before: a, after: next, now, zone: (await loadPracticeSettings()).timezone });
    if (payment.status === 'paid' && payment.stripePaymentIntentId && payment.paidAt) {
      paymentRecordStep(plan, {
        appointmentId: a.id, paymentId: payment.id, kind: payment.kind, method: payment.method, amountCents: payment.amountCents,
        paidAt: payment.paidAt, locationId: a.locationId, paymentIntentId: payment.stripePaymentIntentId,
      });
    }
    await plan.commit();
    return next;
  });
}
