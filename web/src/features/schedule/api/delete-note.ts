// DELETE /api/schedules/{id}/delete_note/{note_id} ("Note deleted.").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleDetailKey } from '#web/features/schedule/api/schedule-keys.ts';

export interface NoteRef {
  scheduleId: string;
  noteId: string;
}

export function deleteNote({ scheduleId, noteId }: NoteRef) {
  return apiJson('schedule.note_delete', { params: { id: scheduleId, note_id: noteId }, schema: messageOnly });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_, ref) => queryClient.invalidateQueries({ queryKey: scheduleDetailKey(ref.scheduleId) }),
  });
}
