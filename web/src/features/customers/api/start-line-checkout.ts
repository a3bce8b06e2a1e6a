// POST /api/client/stripe/create_checkout_session for the lines staff chose in the Pay drawer. The
// amount sent is the server's own per-line remaining sum, so the server refuses (409) a stale screen.
import { useMutation } from '@tanstack/react-query';
import { checkoutRedirect, type CheckoutRedirect } from '#functions/contract/payments.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';
import { goToCheckout } from '#web/features/payments/api/payments-keys.ts';

export interface ChosenLines {
  treatments: string[];
  products: string[];
}

export function checkoutBody(schedule: Schedule, chosen: ChosenLines) {
  const treatments = schedule.treatments.filter((t) => t.remaining_amount_cents > 0 && chosen.treatments.includes(t.schedule_treatment_id));
  const products = schedule.products.filter((p) => p.remaining_amount_cents > 0 && chosen.products.includes(p.schedule_product_id));
  return {
    client_id: schedule.client.id,
    appointment_id: schedule.id,
    amount_cents: [...treatments, ...products].reduce((sum, line) => sum + line.remaining_amount_cents, 0),
    selected_treatments: treatments.map((t) => t.schedule_treatment_id),
    selected_products: products.map((p) => ({ schedule_product_id: p.schedule_product_id, quantity: p.quantity })),
  };
}

export function startLineCheckout({ schedule, chosen }: { schedule: Schedule; chosen: ChosenLines }): Promise<CheckoutRedirect> {
  return apiJson('payments.checkout_session', { body: checkoutBody(schedule, chosen), schema: checkoutRedirect });
}

export function useStartLineCheckout() {
  return useMutation({ mutationFn: startLineCheckout, onSuccess: ({ url }) => goToCheckout(url), onError: (error) => notifyError(error) });
}
