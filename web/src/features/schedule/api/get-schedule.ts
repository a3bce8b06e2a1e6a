// GET /api/schedules/{id}: one appointment in full (client, lines with amounts, payments, notes) for
// the details drawer. Always fresh: amounts and notes change under other staff's hands.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { schedule, type Schedule } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleDetailKey } from '#web/features/schedule/api/schedule-keys.ts';

export function getSchedule(id: string, signal?: AbortSignal): Promise<Schedule> {
  return apiJson('schedule.get', { params: { id }, schema: schedule, signal });
}

export function scheduleQueryOptions(id: string) {
  return queryOptions({ queryKey: scheduleDetailKey(id), queryFn: ({ signal }) => getSchedule(id, signal), staleTime: 0 });
}

export function useSchedule(id: string | undefined) {
  return useQuery({ ...scheduleQueryOptions(id ?? ''), enabled: id !== undefined });
}
