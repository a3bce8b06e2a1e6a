// POST /api/add_note: a note on an appointment ("Note added.").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteResponse, type AddNoteBody } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleDetailKey } from '#web/features/schedule/api/schedule-keys.ts';

export function addNote(body: AddNoteBody) {
  return apiJson('schedule.note_add', { body, schema: noteResponse });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: scheduleDetailKey(body.schedule_id) }),
  });
}
