// Staff checkout (REFERENCE §3.7): a hosted Checkout session for the selected treatments (each its
// remaining amount) and products (unit price × quantity, capped at the line's remaining amount). The
// server computes the amount; a client-sent amount that differs is refused. No fee line.
import { formatMoney } from '#functions/contract/money.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { encodeLines, type SessionLine } from '#functions/payments/checkout-metadata.ts';
import { ensureCustomer } from '#functions/payments/ensure-customer.ts';
import { paymentUrls } from '#functions/payments/payment-urls.ts';
import { loadPayableByStaff } from '#functions/payments/record-in-person-payment.ts';
import { createPaymentSession, type CheckoutLine } from '#functions/lib/stripe/checkout-sessions.ts';
import { computeAmounts, remainingOnLine } from '#functions/schedule/public.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';

export interface StaffCheckoutInput {
  client_id: string;
  appointment_id: string;
  amount_cents?: number | undefined;
  selected_treatments: string[];
  selected_products: { schedule_product_id: string; quantity: number }[];
  return_to?: string | undefined;
}

interface PricedLine extends SessionLine {
  name: string;
}

/** build-*: the lines to charge, priced from the stored appointment. */
export function priceSelectedLines(a: AppointmentRecord, input: Pick<StaffCheckoutInput, 'selected_treatments' | 'selected_products'>): PricedLine[] {
  const amounts = computeAmounts(a);
  const lines: PricedLine[] = [];
  for (const id of new Set(input.selected_treatments)) {
    const t = a.treatments.find((x) => x.id === id);
    if (!t) throw validationFailed({ selected_treatments: 'Treatment is not on this appointment' });
    const cents = remainingOnLine(amounts, id);
    if (cents > 0) lines.push({ lineId: id, amountCents: cents, name: t.name });
  }
  for (const sel of input.selected_products) {
    const p = a.products.find((x) => x.id === sel.schedule_product_id);
    if (!p) throw validationFailed({ selected_products: 'Product is not on this appointment' });
    if (sel.quantity > p.quantity) throw validationFailed({ selected_products: `Only ${p.quantity} of ${p.name} on this appointment` });
    const cents = Math.min(p.unitPriceCents * sel.quantity, remainingOnLine(amounts, p.id));
    if (cents > 0 && !lines.some((l) => l.lineId === p.id)) lines.push({ lineId: p.id, amountCents: cents, name: sel.quantity > 1 ? `${p.name} × ${sel.quantity}` : p.name });
  }
  return lines;
}

/** Back to the schedule view it was started from (decision 037), else to the client's page (REFERENCE §3.7). */
function returnUrls(origin: string, a: AppointmentRecord, returnTo: string | undefined) {
  if (returnTo) return { successUrl: paymentUrls.staffScheduleSuccess(origin, returnTo, a.id), cancelUrl: `${origin.replace(/\/$/, '')}${returnTo}` };
  return { successUrl: paymentUrls.staffSuccess(origin, a.clientId, a.id), cancelUrl: paymentUrls.staffClientPage(origin, a.clientId) };
}

export async function createStaffCheckout(staff: StaffCaller, input: StaffCheckoutInput): Promise<{ url: string; session_id: string }> {
  const a = await loadPayableByStaff(staff, input.appointment_id);
  if (a.clientId !== input.client_id) throw notFound();
  const lines = priceSelectedLines(a, input);
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (total === 0) throw conflict('already_paid', 'Nothing left to pay.');
  if (input.amount_cents !== undefined && input.amount_cents !== total) {
    throw conflict('conflict', `The amount has changed: the selected lines now come to ${formatMoney(total)}. Reload and try again.`);
  }
  const settings = await loadPracticeSettings();
  const customerId = await ensureCustomer(a.clientId);
  const checkoutLines: CheckoutLine[] = lines.map((l) => ({ name: l.name, amountCents: l.amountCents }));
  const session = await createPaymentSession({
    customerId, currency: settings.currency, lines: checkoutLines,
    metadata: { purpose: 'line', schedule_id: a.id, client_id: a.clientId, lines: encodeLines(lines) },
    ...returnUrls(settings.app_origin, a, input.return_to),
    idempotencyKey: `line-${a.id}-${a.version}-${encodeLines(lines)}`,
  });
  if (!session.url) throw new Error('Stripe returned an open session without a url');
  return { url: session.url, session_id: session.id };
}
