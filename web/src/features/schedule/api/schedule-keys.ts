// The root of every staff scheduling query: an appointment, availability or time-off write
// invalidates the whole root, because each can change what the calendar and the slots show.
import type { QueryClient } from '@tanstack/react-query';

export const scheduleKey = ['schedule'] as const;

export function invalidateSchedule(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: scheduleKey });
}
