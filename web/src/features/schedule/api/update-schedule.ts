// PATCH /api/schedules/{id}: reschedule (drag, resize or the Edit time dialog) or set a status
// (Arrived / No Show). The server re-checks the slot; a refusal (409 slot_unavailable) is the
// caller's to show. Success refreshes the calendar and the drawer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedule, type Schedule, type UpdateScheduleBody } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { storeSavedSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export interface ScheduleUpdate {
  id: string;
  body: UpdateScheduleBody;
}

export function updateSchedule({ id, body }: ScheduleUpdate): Promise<Schedule> {
  return apiJson('schedule.update', { params: { id }, body, schema: schedule });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (saved) => storeSavedSchedule(queryClient, saved),
  });
}
