// PATCH /api/employees/{id}/update_plan {plan:"free"} (self or admin): refused with 409 while a paid
// subscription is active — it ends in the billing portal (REFERENCE §3.13). The plan is part of the
// profile, so the session copy and the pricing read are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePlanResponse, type UpdatePlanResponse } from '#functions/contract/subscriptions.ts';
import { invalidateSubscriptions } from '#web/features/subscriptions/api/get-pricing.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session/session.ts';

export function switchToFree(employeeId: string): Promise<UpdatePlanResponse> {
  return apiJson('payouts.update_plan', { params: { id: employeeId }, body: { plan: 'free' }, schema: updatePlanResponse });
}

export function useSwitchToFree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchToFree,
    onSuccess: () => Promise.all([invalidateSubscriptions(queryClient), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]),
  });
}
