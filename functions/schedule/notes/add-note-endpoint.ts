import { addNoteBody, noteResponse } from '#functions/contract/schedule.ts';
import { addScheduleNote } from '#functions/schedule/notes/note-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/add_note: a note on a visible appointment. */
export const addNoteEndpoint = defineEndpoint({
  access: 'staff',
  body: addNoteBody,
  status: 201,
  response: noteResponse,
  handler: ({ caller, body }) => addScheduleNote(caller, body),
});
