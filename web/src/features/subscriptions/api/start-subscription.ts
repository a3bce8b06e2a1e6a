// POST /api/stripe/checkout {price_id}: a hosted Checkout session in subscription mode; success and
// cancel both return to `/myprofile?tab=subscription` (REFERENCE §3.13). An unknown price is 422.
import { useMutation } from '@tanstack/react-query';
import { hostedUrlResponse, type HostedUrlResponse } from '#functions/contract/subscriptions.ts';
import { goToCheckout } from '#web/features/payments/api/payments-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function startSubscription(priceId: string): Promise<HostedUrlResponse> {
  return apiJson('payouts.subscription_checkout', { body: { price_id: priceId }, schema: hostedUrlResponse });
}

export function useStartSubscription() {
  return useMutation({ mutationFn: startSubscription, onSuccess: ({ url }) => goToCheckout(url) });
}
