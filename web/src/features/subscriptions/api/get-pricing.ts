// GET /api/stripe/pricing: the plans on offer (Stripe prices with lookup keys `monthly` and `yearly`,
// sorted by amount) and the caller's plan, subscription status, end date and `cancel_at_period_end`
// (REFERENCE §3.13). The plan changes through Stripe's webhooks, so it is read fresh every time.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { pricingResponse, type PricingResponse } from '#functions/contract/subscriptions.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bypassCache } from '#web/lib/query-client.ts';

export const subscriptionsKey = ['subscriptions'] as const;

export function getPricing(signal?: AbortSignal): Promise<PricingResponse> {
  return apiJson('payouts.pricing', { schema: pricingResponse, signal });
}

export function pricingQueryOptions() {
  return queryOptions({ queryKey: [...subscriptionsKey, 'pricing'], queryFn: ({ signal }) => getPricing(signal), ...bypassCache });
}

export const usePricing = () => useQuery(pricingQueryOptions());

export function invalidateSubscriptions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: subscriptionsKey });
}
