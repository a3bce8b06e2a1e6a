// Staff charge the client's saved card (issue 22, decision 032): `POST /api/schedules/{id}/charge_card`,
// admin or the appointment's employee. The remaining balance unless an amount is named; the card must
// be one of THAT client's customer (else 404); a decline records a `failed` Payment (nothing paid) and
// answers 402 with Stripe's message. The key names the appointment, the amount and the version the
// balance was read at, so a double submit charges once and a try after a decline gets a new key.
import { ulid } from 'ulid';
import { formatMoney } from '#functions/contract/money.ts';
import type { ChargeCardBody } from '#functions/contract/payments.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { cardDeclined, conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { retrieveCard } from '#functions/lib/stripe/payment-methods.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { chargeSavedCard } from '#functions/payments/charge-saved-card.ts';
import { getBillingClient } from '#functions/payments/stripe-customer-repository.ts';
import { computeAmounts, getAppointment, mayChangeLines, sendPaymentReceived, visibleOrNotFound } from '#functions/schedule/public.ts';

/** An appointment staff may charge: visible (else 404), theirs or an admin's (else 403), not cancelled. */
export async function loadChargeable(staff: StaffCaller, appointmentId: string): Promise<AppointmentRecord> {
  const a = visibleOrNotFound(staff, await getAppointment(appointmentId, true));
  if (!mayChangeLines(staff, a)) throw forbidden('Only an admin or the appointment\'s staff member can charge a card for it.');
  return a;
}

export async function chargeCardOnFile(staff: StaffCaller, appointmentId: string, body: ChargeCardBody): Promise<AppointmentRecord> {
  const a = await loadChargeable(staff, appointmentId);
  if (a.status === 'cancelled') throw conflict('invalid_state', 'A cancelled appointment cannot be paid.');
  const { remainingCents } = computeAmounts(a);
  if (remainingCents === 0) throw conflict('already_paid', 'Nothing left to pay.');
  const amount = body.amount_cents ?? remainingCents;
  if (amount > remainingCents) throw validationFailed({ amount_cents: `Amount may not exceed the remaining balance (${formatMoney(remainingCents)}).` });
  const customerId = (await getBillingClient(a.clientId))?.stripeCustomerId ?? null;
  const card = customerId ? await retrieveCard(body.payment_method_id) : null;
  if (!card || card.customerId !== customerId || !customerId) throw notFound('Credit card not found.');
  const outcome = await chargeSavedCard({
    appointmentId: a.id, paymentId: ulid(), kind: 'card_on_file', customerId, paymentMethodId: card.id, amountCents: amount,
    idempotencyKey: `card-${a.id}-${amount}-v${a.version}`, description: `Appointment of ${a.date}`, recordedBy: staff.employeeId,
  });
  if (outcome.status === 'failed') throw cardDeclined(outcome.message);
  await sendPaymentReceived(outcome.appointment, amount);
  return outcome.appointment;
}
