// Payment records and deposit holds (docs/data-model.md §2.7, §2.11, T-PAY; the processed-event
// markers are lib/stripe/processed-event-repository.ts): the transaction steps fulfilment composes, and the hold queue (AP-APPT-8).
import { queryAll } from '#functions/lib/db/queries.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { alreadyDone } from '#functions/lib/stripe/processed-event-repository.ts';
import type { StripeEventRef } from '#functions/lib/stripe/stripe-events.ts';
import { holdQueue, paymentKeys } from '#functions/model/payment-keys.ts';

export type { StripeEventRef };

export interface PaidRecord {
  appointmentId: string;
  paymentId: string;
  kind: string;
  method: string;
  amountCents: number;
  paidAt: string;
  locationId: string;
  /** Online: the session and line that make the record unique. */
  online?: { sessionId: string; lineId: string | null };
  /** Off-session (decision 032): the PaymentIntent makes the record unique. */
  paymentIntentId?: string;
  /** Refunded at once (it paid an appointment already cancelled): the Stripe refund and when. */
  refund?: { id: string; at: string };
}

/** T-PAY: Put `PAYREC#…` (cond `attribute_not_exists`); a failure means already fulfilled. */
export function paymentRecordStep(plan: TransactionPlan, r: PaidRecord): void {
  const key = r.online ? paymentKeys.onlineRecord(r.appointmentId, r.online.sessionId, r.online.lineId)
    : r.paymentIntentId ? paymentKeys.offSessionRecord(r.appointmentId, r.paymentIntentId) : paymentKeys.inPersonRecord(r.appointmentId, r.paymentId);
  plan.put({
    ...key, ...paymentKeys.paidIndex(r.locationId, r.paidAt, r.paymentId), entity: 'payment_record',
    payment_id: r.paymentId, appointment_id: r.appointmentId, kind: r.kind, method: r.method, amount_cents: r.amountCents,
    paid_at: r.paidAt, location_id: r.locationId, created_at: r.paidAt,
    ...(r.refund ? { stripe_refund_id: r.refund.id, refunded_at: r.refund.at } : {}),
    ...(r.paymentIntentId ? { stripe_payment_intent_id: r.paymentIntentId } : {}),
  }, alreadyDone);
}

/** DepositHold (T-BOOK 6): lives while the appointment is `pending_deposit`, queued by expiry. */
/** Deleted by fulfilment and by the cancel of the hold (no condition: absent is fine). */
export function deleteHoldStep(plan: TransactionPlan, appointmentId: string): void {
  plan.delete(paymentKeys.hold(appointmentId));
}

export interface OpenHold {
  appointmentId: string;
  holdExpiresAt: string;
}

/** AP-APPT-8: holds due by `now`, oldest first. */
export async function listExpiredHolds(now: string, limit: number): Promise<OpenHold[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :to',
    ExpressionAttributeValues: { ':pk': holdQueue, ':to': `${now}#~` },
    Limit: limit,
  });
  return items.slice(0, limit).map((i) => ({ appointmentId: String(i.appointment_id), holdExpiresAt: String(i.hold_expires_at) }));
}
