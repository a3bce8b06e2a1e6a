// The root of every staff scheduling query: an appointment, availability or time-off write
// invalidates the whole root, because each can change what the calendar and the slots show.
import type { QueryClient } from '@tanstack/react-query';

export const scheduleKey = ['schedule'] as const;

export function invalidateSchedule(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: scheduleKey });
}

export const scheduleDetailKey = (id: string) => [...scheduleKey, 'detail', id] as const;

/**
 * After a write that answers with the whole appointment: the drawer shows that answer at once, and
 * everything else under the root (calendar, slots) is fetched again.
 */
export function storeSavedSchedule(queryClient: QueryClient, saved: { id: string }): Promise<void> {
  queryClient.setQueryData(scheduleDetailKey(saved.id), saved);
  return invalidateSchedule(queryClient);
}
