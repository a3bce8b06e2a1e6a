// GET /api/client/waitlist: the signed-in client's open waitlist entries. Always fresh (the job closes
// an entry that booked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { waitlistEntry, type WaitlistEntry } from '#functions/contract/waitlist.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function getMyWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return apiJson('schedule.waitlist_mine', { schema: z.array(waitlistEntry), signal });
}

export function myWaitlistQueryOptions() {
  return queryOptions({ queryKey: [...bookingKey, 'waitlist'], queryFn: ({ signal }) => getMyWaitlist(signal), staleTime: 0 });
}

export function useMyWaitlist() {
  return useQuery(myWaitlistQueryOptions());
}
