// POST /api/employee_stripe_connect (self): creates the caller's Express account on first use (its id
// is stored at once) and answers a fresh hosted onboarding link, also for an unfinished account
// ("Finish onboarding"); a finished one answers 409 (REFERENCE §3.13). The browser then leaves for it.
import { useMutation } from '@tanstack/react-query';
import { connectResponse, type ConnectResponse } from '#functions/contract/payouts.ts';
import { goToCheckout } from '#web/features/payments/api/payments-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function connectStripe(employeeId: string): Promise<ConnectResponse> {
  return apiJson('payouts.connect', { body: { employee_id: employeeId }, schema: connectResponse });
}

export function useConnectStripe() {
  return useMutation({ mutationFn: connectStripe, onSuccess: ({ redirect_url: url }) => goToCheckout(url) });
}
