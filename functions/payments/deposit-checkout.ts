// Deposits at client booking (REFERENCE §3.7), the payments side of T-BOOK. PUBLIC to the schedule
// group: its client-booking flow calls `depositFor` → `holdForDeposit` (before committing T-BOOK) →
// `openDepositCheckout` (after the commit). The appointment holds its slot as `pending_deposit`
// with a 35-minute hold while a 30-minute hosted Checkout session takes the deposit.
import { ulid } from 'ulid';
import { depositDueCents } from '#functions/contract/deposit.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { ensureCustomer } from '#functions/payments/ensure-customer.ts';
import { depositHoldItem } from '#functions/model/deposit-hold.ts';
import { paymentUrls } from '#functions/payments/payment-urls.ts';
import { releaseHold } from '#functions/payments/release-hold.ts';
import { requireSavedCard } from '#functions/payments/saved-cards.ts';
import { createPaymentSession } from '#functions/lib/stripe/checkout-sessions.ts';
import { computeAmounts } from '#functions/schedule/public.ts';
import { updateAppointmentStep } from '#functions/schedule/public.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { DepositSteps } from '#functions/schedule/public.ts';
import { planCreateAppointment } from '#functions/schedule/public.ts';

export const holdMinutes = 35;
export const sessionMinutes = 30;

export interface DepositPolicy {
  employeeRequiresDeposit: boolean;
  noPaymentRequired: boolean;
  requiresFullPayment: boolean;
}

/** The deposit to take, in cents, or null: min(deposit setting, total), or the total for full payment. */
export async function depositFor(policy: DepositPolicy, a: Pick<AppointmentRecord, 'treatments' | 'products' | 'payments'>): Promise<number | null> {
  if (!policy.employeeRequiresDeposit || policy.noPaymentRequired) return null;
  const { deposit_amount_cents: depositAmountCents } = await loadPracticeSettings();
  return depositDueCents({ ...policy, depositAmountCents, totalCents: computeAmounts(a).totalCents });
}

/** The appointment as `pending_deposit` with its pending deposit payment; the hold joins T-BOOK's plan. */
export function holdForDeposit(plan: TransactionPlan, a: AppointmentRecord, amountCents: number, now: string): AppointmentRecord {
  const holdExpiresAt = new Date(Date.parse(now) + holdMinutes * 60_000).toISOString();
  plan.put(depositHoldItem(a.id, holdExpiresAt, now));
  return {
    ...a, status: 'pending_deposit', holdExpiresAt,
    payments: [...a.payments, {
      id: ulid(), kind: 'deposit', method: 'card_online', amountCents, status: 'pending', scheduleTreatmentId: null, scheduleProductId: null,
      stripeCheckoutSessionId: null, stripePaymentIntentId: null, recordedBy: null, paidAt: null, createdAt: now,
    }],
  };
}

/**
 * After T-BOOK commits: the Checkout session (its id stored on the pending payment, a versioned
 * update). If Stripe fails the hold is released at once (T-CANCEL) and the error is raised.
 */
export async function openDepositCheckout(a: AppointmentRecord): Promise<{ appointment: AppointmentRecord; redirectUrl: string }> {
  const deposit = a.payments.find((p) => p.kind === 'deposit' && p.status === 'pending');
  if (!deposit) throw new Error(`Appointment ${a.id} has no pending deposit`);
  try {
    const settings = await loadPracticeSettings();
    const customerId = await ensureCustomer(a.clientId);
    const session = await createPaymentSession({
      customerId, currency: settings.currency,
      lines: [{ name: `Deposit – ${a.treatments.map((t) => t.name).join(', ')}`, amountCents: deposit.amountCents }],
      metadata: { purpose: 'deposit', schedule_id: a.id, client_id: a.clientId, payment_id: deposit.id },
      successUrl: paymentUrls.clientSuccess(settings.app_origin, a.id), cancelUrl: paymentUrls.clientAppointments(settings.app_origin),
      // Stripe's minimum is 30 minutes from creation; a few seconds' margin absorbs clock skew.
      expiresAt: Math.floor(Date.now() / 1000) + sessionMinutes * 60 + 15,
      idempotencyKey: `deposit-${a.id}`,
    });
    if (!session.url) throw new Error('Stripe returned an open session without a url');
    const now = new Date().toISOString();
    const next: AppointmentRecord = {
      ...a, updatedAt: now, version: a.version + 1,
      payments: a.payments.map((p) => (p.id === deposit.id ? { ...p, stripeCheckoutSessionId: session.id } : p)),
    };
    const plan = new TransactionPlan();
    updateAppointmentStep({ plan, before: a, after: next, now, zone: settings.timezone });
    await plan.commit();
    return { appointment: next, redirectUrl: session.url };
  } catch (error) {
    await releaseHold(a.id);
    throw error;
  }
}

/** The booking's client policy and employee setting, as `depositFor` reads them. */
export function depositPolicyOf(employee: { requireDeposit: boolean }, client: { paymentPolicy: { noPaymentRequired: boolean; requiresFullPayment: boolean } }): DepositPolicy {
  return { employeeRequiresDeposit: employee.requireDeposit, noPaymentRequired: client.paymentPolicy.noPaymentRequired, requiresFullPayment: client.paymentPolicy.requiresFullPayment };
}

/** T-BOOK with the hold: the appointment `pending_deposit`, its claims and the HOLD in one transaction. */
export async function createHeldAppointment(a: AppointmentRecord, amountCents: number, now: string): Promise<AppointmentRecord> {
  const plan = new TransactionPlan();
  const held = holdForDeposit(plan, a, amountCents, now);
  await planCreateAppointment(plan, held, now);
  await plan.commit();
  return held;
}

/** The deposit steps the schedule group's client booking is handed (schedule's DepositSteps port). */
export const depositSteps: DepositSteps = {
  amountDue: (employee, client, built) => depositFor(depositPolicyOf(employee, client), built),
  createHeld: createHeldAppointment,
  openCheckout: openDepositCheckout,
  requireSavedCard,
};
