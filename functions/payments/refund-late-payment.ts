// A payment that lands on an appointment cancelled before it was paid (issue 17 item 6, decision 026):
// the Checkout page was still open, or the payment raced the cancel. The money goes back at once and
// both facts are kept: the payment (its PAYREC, as for any payment) marked refunded with the Stripe
// refund's id, and the appointment's payment entry `refunded`, so it never counts as paid.
import type { Applied } from '#functions/payments/fulfil-checkout.ts';
import type { SessionView } from '#functions/lib/stripe/checkout-sessions.ts';
import { refundPaymentIntent } from '#functions/lib/stripe/refunds.ts';
import type { AppointmentPayment, AppointmentRecord } from '#functions/model/appointment-record.ts';

export async function refundLatePayment(a: AppointmentRecord, applied: Applied, session: SessionView, now: string): Promise<Applied> {
  if (!session.paymentIntentId) throw new Error(`Paid session ${session.id} has no PaymentIntent to refund`);
  const refund = await refundPaymentIntent({
    paymentIntentId: session.paymentIntentId,
    amountCents: applied.paid.reduce((sum, p) => sum + p.amountCents, 0),
    metadata: { schedule_id: a.id, checkout_session_id: session.id },
    // One refund per session, however many times the event or the status check replays it.
    idempotencyKey: `refund-${session.id}`,
  });
  const refunded = new Set(applied.paid.map((p) => p.id));
  const mark = (p: AppointmentPayment): AppointmentPayment => (refunded.has(p.id) ? { ...p, status: 'refunded' } : p);
  return {
    next: { ...applied.next, payments: applied.next.payments.map(mark) },
    paid: applied.paid.map(mark), booked: false, refund: { id: refund.id, at: now },
  };
}
