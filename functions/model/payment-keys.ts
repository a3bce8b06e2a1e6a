// Keys of the payment items (docs/data-model.md §2.7, §2.11): payment records (the idempotency of
// fulfilment), the deposit hold and its queue, processed Stripe events, the customer lookup.
import { keys } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

export const holdQueue = 'HOLD#open';

/** The two fees of the cancellation policy (decision 032). */
export type FeeKind = 'late_cancel' | 'no_show';

export const paymentKeys = {
  /** AP-APPT-10: one online (session, line) — `-` for a whole-appointment payment. */
  onlineRecord: (appointmentId: string, sessionId: string, lineId: string | null): Key => ({ PK: `APPT#${appointmentId}`, SK: `PAYREC#${sessionId}#${lineId ?? '-'}` }),
  /** An in-person payment, unique by its own id. */
  inPersonRecord: (appointmentId: string, paymentId: string): Key => ({ PK: `APPT#${appointmentId}`, SK: `PAYREC#${paymentId}` }),
  /** An off-session card charge (decision 032), unique by its PaymentIntent: a replayed answer records once. */
  offSessionRecord: (appointmentId: string, paymentIntentId: string): Key => ({ PK: `APPT#${appointmentId}`, SK: `PAYREC#${paymentIntentId}` }),
  /** AP-APPT-12: the at-most-once claim of an appointment's cancellation or no-show fee. */
  feeClaim: (appointmentId: string, kind: FeeKind): Key => ({ PK: `APPT#${appointmentId}`, SK: `FEE#${kind}` }),
  /** AP-APPT-9: paid payments of a location by time. */
  paidIndex: (locationId: string, paidAt: string, paymentId: string) => ({ GSI1PK: `LOC#${locationId}#PAID`, GSI1SK: `${paidAt}#${paymentId}` }),
  /** AP-APPT-9 / AP-REP-5: the partition of a location's paid payments. */
  paidOfLocation: (locationId: string) => ({ GSI1PK: `LOC#${locationId}#PAID` }),
  hold: (appointmentId: string): Key => ({ PK: `APPT#${appointmentId}`, SK: 'HOLD' }),
  /** AP-APPT-8: the sparse queue of open holds, by expiry. */
  holdIndex: (expiresAt: string, appointmentId: string) => ({ GSI1PK: holdQueue, GSI1SK: `${expiresAt}#${appointmentId}` }),
  /**
   * T-WEBHOOK: the processed-once marker of an event at one webhook endpoint (decision 038): the
   * payments endpoint's is `#META`, the payouts (Connect) endpoint's `CONNECT`, so an event Stripe
   * sends to both is applied once by each and neither's marker hides it from the other.
   */
  stripeEvent: (eventId: string, endpoint: 'payments' | 'connect'): Key => ({ PK: `STRIPE_EVENT#${eventId}`, SK: endpoint === 'payments' ? '#META' : 'CONNECT' }),
  /** `UNIQUE#STRIPE_CUSTOMER#cus_…` → the client (webhook lookups). */
  customerLookup: (customerId: string): Key => keys.unique('STRIPE_CUSTOMER', customerId),
};
