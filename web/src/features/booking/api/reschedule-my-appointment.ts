// POST /api/client/schedules/{id}/reschedule: the client moves their own appointment to another free
// time. The appointments and the slots change, so the whole booking root is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedule, type Slot } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function rescheduleMyAppointment({ id, slot }: { id: string; slot: Slot }) {
  return apiJson('schedule.client_reschedule', { params: { id }, body: { date: slot.date, start_time: slot.start_time, end_time: slot.end_time }, schema: schedule });
}

export function useRescheduleMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleMyAppointment, onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKey }) });
}
