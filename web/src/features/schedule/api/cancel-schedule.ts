// DELETE /api/schedules/{id}: staff cancel a visible appointment; the slot is freed at once. Staff
// charge the late-cancellation fee only when they ask (`charge_fee`, issue 24).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelResponse } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export function cancelSchedule({ id, chargeFee = false }: { id: string; chargeFee?: boolean }) {
  return apiJson('payments.cancel', { params: { id }, body: { charge_fee: chargeFee }, schema: cancelResponse });
}

export function useCancelSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSchedule, onSuccess: () => invalidateSchedule(queryClient) });
}
