// POST /api/stripe/billing_portal: Stripe's hosted billing portal for the caller's subscription
// (cancel, change card); it returns to My Profile (REFERENCE §3.13).
import { useMutation } from '@tanstack/react-query';
import { hostedUrlResponse, type HostedUrlResponse } from '#functions/contract/subscriptions.ts';
import { goToCheckout } from '#web/features/payments/api/payments-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function openBillingPortal(): Promise<HostedUrlResponse> {
  return apiJson('payouts.billing_portal', { body: {}, schema: hostedUrlResponse });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => goToCheckout(url) });
}
