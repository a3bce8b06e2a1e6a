// POST /api/client/waitlist: the client waits for a time with a practitioner to open up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistEntry, type JoinWaitlistBody } from '#functions/contract/waitlist.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function joinWaitlist(body: JoinWaitlistBody) {
  return apiJson('schedule.waitlist_join', { body, schema: waitlistEntry });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinWaitlist, onSettled: () => queryClient.invalidateQueries({ queryKey: [...bookingKey, 'waitlist'] }) });
}
