// POST /api/client/stripe/create_checkout_session: staff take card payment for an appointment's
// unpaid lines on Stripe's hosted page. The server computes the amount from the lines.
import { useMutation } from '@tanstack/react-query';
import { checkoutRedirect, type CheckoutRedirect } from '#functions/contract/payments.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';
import { goToCheckout } from '#web/features/payments/api/payments-keys.ts';

/** Every line with something left to pay, with the amount the screen showed (checked by the server). */
export function unpaidLines(schedule: Schedule) {
  const treatments = schedule.treatments.filter((t) => t.remaining_amount_cents > 0);
  const products = schedule.products.filter((p) => p.remaining_amount_cents > 0);
  const amount = [...treatments, ...products].reduce((sum, l) => sum + l.remaining_amount_cents, 0);
  return {
    client_id: schedule.client.id,
    appointment_id: schedule.id,
    amount_cents: amount,
    selected_treatments: treatments.map((t) => t.schedule_treatment_id),
    selected_products: products.map((p) => ({ schedule_product_id: p.schedule_product_id, quantity: p.quantity })),
  };
}

/** `returnTo`: the schedule view (path and query) the drawer was opened on, to come back to after paying. */
export function startStaffCheckout({ schedule, returnTo }: { schedule: Schedule; returnTo?: string }): Promise<CheckoutRedirect> {
  return apiJson('payments.checkout_session', { body: { ...unpaidLines(schedule), return_to: returnTo }, schema: checkoutRedirect });
}

export function useStartStaffCheckout() {
  return useMutation({ mutationFn: startStaffCheckout, onSuccess: ({ url }) => goToCheckout(url), onError: (error) => notifyError(error) });
}
