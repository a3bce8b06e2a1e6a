// The root of every payout query (a Connect account's bank details). Payment reads bypass the
// 15-minute cache (REFERENCE §0.1): a provider finishing onboarding in another tab must show at once.
import type { QueryClient } from '@tanstack/react-query';

export const payoutsKey = ['payouts'] as const;

export function invalidatePayouts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: payoutsKey });
}
