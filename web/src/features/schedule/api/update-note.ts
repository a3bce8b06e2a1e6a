// PATCH /api/schedules/{id}/update_note/{note_id}: edit, favourite or set the due date of a note
// (the author or an admin; "Note updated.").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteResponse, type UpdateNoteBody } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleDetailKey } from '#web/features/schedule/api/schedule-keys.ts';

export interface NoteUpdate {
  scheduleId: string;
  noteId: string;
  body: UpdateNoteBody;
}

export function updateNote({ scheduleId, noteId, body }: NoteUpdate) {
  return apiJson('schedule.note_update', { params: { id: scheduleId, note_id: noteId }, body, schema: noteResponse });
}

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (_, update) => queryClient.invalidateQueries({ queryKey: scheduleDetailKey(update.scheduleId) }),
  });
}
