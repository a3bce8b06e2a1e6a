// A cancelled appointment's deposit Checkout must not stay payable (issue 17 item 6, decision 026):
// the cancel marked its pending deposit `expired` in our data; this tells Stripe, so the open page
// refuses the card. A payment that still slips through is refunded by fulfilment.
import { expireOpenSession } from '#functions/lib/stripe/checkout-sessions.ts';
import { getAppointment } from '#functions/schedule/public.ts';

export async function expireCancelledDeposit(appointmentId: string): Promise<void> {
  const a = await getAppointment(appointmentId, true);
  if (a?.status !== 'cancelled') return;
  const open = a.payments.filter((p) => p.kind === 'deposit' && p.status === 'expired' && p.stripeCheckoutSessionId !== null);
  for (const p of open) if (p.stripeCheckoutSessionId) await expireOpenSession(p.stripeCheckoutSessionId);
}
