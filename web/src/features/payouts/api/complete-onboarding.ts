// POST /api/stripe_onboarding_complete (self): posted by the page Stripe's onboarding returns to. The
// server accepts it only for the account it stored for the caller (422 otherwise, nothing stored),
// refreshes the account's status from Stripe and answers the caller's new profile, which becomes the
// session's (REFERENCE §3.13).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingCompleteResponse, type OnboardingCompleteBody, type OnboardingCompleteResponse } from '#functions/contract/payouts.ts';
import { invalidatePayouts } from '#web/features/payouts/api/payouts-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { updateSession } from '#web/lib/session/session.ts';

export function completeOnboarding(body: OnboardingCompleteBody): Promise<OnboardingCompleteResponse> {
  return apiJson('payouts.onboarding_complete', { body, schema: onboardingCompleteResponse });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async ({ employee }) => {
      await updateSession(queryClient, { kind: 'staff', profile: employee });
      await invalidatePayouts(queryClient);
    },
  });
}
