// The hold sweeper (AP-APPT-8), run by the scheduled job every 5 minutes: a hold past its 35 minutes
// is released, unless Stripe says its deposit was in fact paid (a lost webhook), which is then
// fulfilled instead. An open session is expired first so it can no longer be paid for a freed slot.
import { createLogger } from '#functions/lib/log/logger.ts';
import { fulfilCheckoutSession } from '#functions/payments/fulfil-checkout.ts';
import { listExpiredHolds } from '#functions/payments/payment-record-repository.ts';
import { releaseHold } from '#functions/payments/release-hold.ts';
import { expireOpenSession, retrieveSession } from '#functions/lib/stripe/checkout-sessions.ts';
import { getAppointment } from '#functions/schedule/public.ts';

export interface SweepResult {
  released: number;
  fulfilled: number;
}

async function depositSession(appointmentId: string) {
  const a = await getAppointment(appointmentId, true);
  const sessionId = a?.payments.find((p) => p.kind === 'deposit' && p.stripeCheckoutSessionId)?.stripeCheckoutSessionId;
  return sessionId ? retrieveSession(sessionId) : null;
}

export async function releaseExpiredHolds(now: Date, limit: number): Promise<SweepResult> {
  const logger = createLogger({ job: 'release-expired-holds' });
  const result: SweepResult = { released: 0, fulfilled: 0 };
  for (const hold of await listExpiredHolds(now.toISOString(), limit)) {
    const session = await depositSession(hold.appointmentId);
    if (session?.status === 'complete' && session.paymentStatus === 'paid') {
      if ((await fulfilCheckoutSession(session, logger)) === 'fulfilled') result.fulfilled += 1;
      continue;
    }
    if (session?.status === 'open') await expireOpenSession(session.id);
    if ((await releaseHold(hold.appointmentId)) === 'released') result.released += 1;
  }
  return result;
}
