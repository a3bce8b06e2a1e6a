// POST /api/client/schedules/{id}/reminder: replaces the reminder choice of one appointment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reminderResponse, type ReminderKind } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export interface ReminderChoice {
  id: string;
  reminder: ReminderKind[];
}

export function updateMyReminders({ id, reminder }: ReminderChoice) {
  return apiJson('schedule.client_reminder', { params: { id }, body: { reminder }, schema: reminderResponse });
}

export function useUpdateMyReminders() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMyReminders, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...bookingKey, 'appointments'] }) });
}
