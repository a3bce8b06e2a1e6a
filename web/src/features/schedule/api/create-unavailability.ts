// POST /api/unavailabilities: time off (available false), a weekly block (every_week), or "Mark
// Availability" (available true), which cancels one week of a weekly block.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unavailability, type UnavailabilityBody } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export function createUnavailability(body: UnavailabilityBody) {
  return apiJson('schedule.unavailability_create', { body, schema: unavailability });
}

export function useCreateUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnavailability, onSuccess: () => invalidateSchedule(queryClient) });
}
