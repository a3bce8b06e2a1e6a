// POST /api/client/schedules/{id}/remaining_pay: "Pay deposit" (while pending_deposit) and "Pay
// remaining balance". The server picks the amount; the browser goes to the hosted Checkout page.
import { useMutation } from '@tanstack/react-query';
import { remainingPayResponse, type RemainingPayResponse } from '#functions/contract/payments.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';
import { goToCheckout } from '#web/features/payments/api/payments-keys.ts';

export function payRemaining(appointmentId: string): Promise<RemainingPayResponse> {
  return apiJson('payments.remaining_pay', { params: { id: appointmentId }, schema: remainingPayResponse });
}

/** Starts the payment and leaves for Checkout; a refusal (nothing left, hold expired) is a toast. */
export function usePayRemaining() {
  return useMutation({
    mutationFn: payRemaining,
    onSuccess: ({ redirect_url: url }) => goToCheckout(url),
    onError: (error) => notifyError(error),
  });
}
