import { messageOnly, noteParams } from '#functions/contract/schedule.ts';
import { deleteScheduleNote } from '#functions/schedule/notes/note-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/schedules/{id}/delete_note/{note_id}: the author or an admin. */
export const deleteNoteEndpoint = defineEndpoint({
  access: 'staff',
  params: noteParams,
  response: messageOnly,
  handler: ({ caller, params }) => deleteScheduleNote(caller, params.id, params.note_id),
});
