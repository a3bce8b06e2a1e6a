// `remaining_pay`: the client pays what is left of their own appointment through hosted Checkout.
// While the appointment is `pending_deposit` this is "Pay deposit": the open deposit session is
// returned. Otherwise a balance session for the remaining amount is opened, or an unexpired open one
// for the same amount is reused, and recorded as a pending `balance` payment.
import { ulid } from 'ulid';
import type { ClientCaller } from '#functions/lib/auth/caller.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { ensureCustomer } from '#functions/payments/ensure-customer.ts';
import { paymentUrls } from '#functions/payments/payment-urls.ts';
import { createPaymentSession, retrieveSession, type SessionView } from '#functions/lib/stripe/checkout-sessions.ts';
import { computeAmounts } from '#functions/schedule/public.ts';
import { getAppointment, updateAppointmentStep } from '#functions/schedule/public.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { visibleOrNotFound } from '#functions/schedule/public.ts';

export interface OnlinePayment {
  appointment: AppointmentRecord;
  url: string;
}

/** A session worth sending the client back to: open, and not about to expire. */
async function reusable(sessionId: string | null, amountCents: number | null): Promise<SessionView | null> {
  if (!sessionId) return null;
  const session = await retrieveSession(sessionId);
  const fresh = session?.status === 'open' && session.url && session.expiresAt > Date.now() / 1000 + 120;
  return fresh && (amountCents === null || session.amountTotal === amountCents) ? session : null;
}

async function depositSession(a: AppointmentRecord): Promise<OnlinePayment> {
  const pending = a.payments.find((p) => p.kind === 'deposit' && p.status === 'pending');
  const session = await reusable(pending?.stripeCheckoutSessionId ?? null, null);
  if (!session?.url) throw conflict('invalid_state', 'The time held for this booking has run out. Please book again.');
  return { appointment: a, url: session.url };
}

async function openBalanceSession(a: AppointmentRecord, remainingCents: number): Promise<OnlinePayment> {
  const settings = await loadPracticeSettings();
  const customerId = await ensureCustomer(a.clientId);
  const now = new Date().toISOString();
  const paymentId = ulid();
  const session = await createPaymentSession({
    customerId, currency: settings.currency,
    lines: [{ name: `Balance – ${a.treatments.map((t) => t.name).join(', ') || 'appointment'} (${a.date})`, amountCents: remainingCents }],
    metadata: { purpose: 'balance', schedule_id: a.id, client_id: a.clientId, payment_id: paymentId },
    successUrl: paymentUrls.clientSuccess(settings.app_origin, a.id), cancelUrl: paymentUrls.clientAppointments(settings.app_origin),
    idempotencyKey: `balance-${a.id}-${a.version}-${remainingCents}`,
  });
  const next: AppointmentRecord = {
    ...a, updatedAt: now, version: a.version + 1,
    payments: [...a.payments, {
      id: paymentId, kind: 'balance', method: 'card_online', amountCents: remainingCents, status: 'pending', scheduleTreatmentId: null, scheduleProductId: null,
      stripeCheckoutSessionId: session.id, stripePaymentIntentId: null, recordedBy: null, paidAt: null, createdAt: now,
    }],
  };
  const plan = new TransactionPlan();
  updateAppointmentStep({ plan, before: a, after: next, now, zone: (await loadPracticeSettings()).timezone });
  await plan.commit();
  if (!session.url) throw new Error('Stripe returned an open session without a url');
  return { appointment: next, url: session.url };
}

export async function payRemainingOnline(client: ClientCaller, appointmentId: string): Promise<OnlinePayment> {
  const a = visibleOrNotFound(client, await getAppointment(appointmentId, true));
  if (a.status === 'cancelled') throw conflict('invalid_state', 'A cancelled appointment cannot be paid.');
  if (a.status === 'pending_deposit') return depositSession(a);
  const { remainingCents } = computeAmounts(a);
  if (remainingCents === 0) throw conflict('already_paid', 'Nothing left to pay.');
  const pending = [...a.payments].reverse().find((p) => p.kind === 'balance' && p.status === 'pending');
  const session = await reusable(pending?.stripeCheckoutSessionId ?? null, remainingCents);
  if (session?.url) return { appointment: a, url: session.url };
  return openBalanceSession(a, remainingCents);
}
