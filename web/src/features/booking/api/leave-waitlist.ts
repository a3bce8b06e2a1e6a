// DELETE /api/client/waitlist/{id}: the client leaves one of their waitlist entries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveWaitlistResponse } from '#functions/contract/waitlist.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function leaveWaitlist(id: string) {
  return apiJson('schedule.waitlist_leave', { params: { id }, schema: leaveWaitlistResponse });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    // Said here: the refetch removes the entry's card, and a mutate() callback of an unmounted card
    // never runs (see cancel-my-appointment.ts).
    onSuccess: ({ message }) => notifySuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...bookingKey, 'waitlist'] }),
  });
}
