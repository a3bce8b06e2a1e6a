import { noteParams, noteResponse, updateNoteBody } from '#functions/contract/schedule.ts';
import { updateScheduleNote } from '#functions/schedule/notes/note-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/schedules/{id}/update_note/{note_id}: the author or an admin. */
export const updateNoteEndpoint = defineEndpoint({
  access: 'staff',
  params: noteParams,
  body: updateNoteBody,
  response: noteResponse,
  handler: ({ caller, params, body }) => updateScheduleNote(caller, params.id, params.note_id, body),
});
