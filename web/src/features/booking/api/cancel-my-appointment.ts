// DELETE /api/client/schedules/{id}: the client cancels their own appointment before it starts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelResponse } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function cancelMyAppointment(id: string) {
  return apiJson('payments.client_cancel', { params: { id }, schema: cancelResponse });
}

export function useCancelMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelMyAppointment, onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKey }) });
}
