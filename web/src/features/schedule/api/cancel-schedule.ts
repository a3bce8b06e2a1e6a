// DELETE /api/schedules/{id}: staff cancel a visible appointment; the slot is freed at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelResponse } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export function cancelSchedule(id: string) {
  return apiJson('payments.cancel', { params: { id }, schema: cancelResponse });
}

export function useCancelSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSchedule, onSuccess: () => invalidateSchedule(queryClient) });
}
