// DELETE /api/unavailabilities/{id}: removes time off, a whole weekly series, or (with
// `occurrence_start`) one week of it ("For Every Week" asks which).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#web/lib/api-client.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export interface TimeOffRemoval {
  id: string;
  occurrence_start?: string;
}

export async function deleteUnavailability({ id, occurrence_start }: TimeOffRemoval): Promise<void> {
  await apiJson('schedule.unavailability_delete', { params: { id }, query: { occurrence_start } });
}

export function useDeleteUnavailability() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUnavailability, onSuccess: () => invalidateSchedule(queryClient) });
}
