// POST /api/availabilities ("Apply Shift Schedule"): each weekday's timings replace that weekday's
// hours on every date of the range, at one location or at all of the employee's locations.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse, type AvailabilityBody } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export function saveAvailability(body: AvailabilityBody) {
  return apiJson('schedule.availability_save', { body: { availability: body }, schema: successResponse });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAvailability, onSuccess: () => invalidateSchedule(queryClient) });
}
