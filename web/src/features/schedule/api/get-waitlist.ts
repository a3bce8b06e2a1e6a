// GET /api/waitlist: the open waitlist entries of the shown staff and dates, scoped by the server (an
// employee sees their own). Fresh on every visit: entries open and close all day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { staffWaitlistEntry, type StaffWaitlistEntry } from '#functions/contract/waitlist.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export interface WaitlistRange {
  employee_id: string | undefined;
  from_date: string;
  to_date: string;
}

export function getWaitlist(range: WaitlistRange, signal?: AbortSignal): Promise<StaffWaitlistEntry[]> {
  return apiJson('schedule.waitlist', { query: { ...range }, schema: z.array(staffWaitlistEntry), signal });
}

export function waitlistQueryOptions(range: WaitlistRange) {
  return queryOptions({ queryKey: [...scheduleKey, 'waitlist', range], queryFn: ({ signal }) => getWaitlist(range, signal), staleTime: 0 });
}

export function useWaitlist(range: WaitlistRange) {
  return useQuery(waitlistQueryOptions(range));
}
