// Appointment notes (REFERENCE §3.7): any staff who sees the appointment may add one; only the
// author or an admin may edit or delete it. Generated ids.
import { ulid } from 'ulid';
import type { AddNoteBody, ScheduleNote, UpdateNoteBody } from '#functions/contract/schedule.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, forbidden, notFound } from '#functions/lib/errors/app-error.ts';
import { toNote } from '#functions/schedule/appointments/appointment-dto.ts';
import { getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentNote } from '#functions/model/appointment-record.ts';
import { addNote, removeNote, replaceNote } from '#functions/schedule/notes/note-repository.ts';
import { visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';

export async function addScheduleNote(staff: StaffCaller, body: AddNoteBody): Promise<{ message: string; note: ScheduleNote }> {
  visibleOrNotFound(staff, await getAppointment(body.schedule_id, true));
  const now = new Date().toISOString();
  const note: AppointmentNote = {
    id: ulid(), content: body.content, dueDate: body.due_date, employeeId: staff.employeeId, employeeName: staff.name,
    favorite: body.favorite, createdAt: now, updatedAt: now, version: 1,
  };
  await addNote(body.schedule_id, note, () => conflict());
  return { message: 'Note added.', note: toNote(note) };
}

async function ownNote(staff: StaffCaller, appointmentId: string, noteId: string): Promise<AppointmentNote> {
  const a = visibleOrNotFound(staff, await getAppointment(appointmentId, true));
  const note = a.notes[noteId];
  if (!note) throw notFound();
  if (!staff.isAdmin && note.employeeId !== staff.employeeId) throw forbidden('Only the author or an admin can change this note.');
  return note;
}

export async function updateScheduleNote(staff: StaffCaller, appointmentId: string, noteId: string, body: UpdateNoteBody): Promise<{ message: string; note: ScheduleNote }> {
  const note = await ownNote(staff, appointmentId, noteId);
  const expected = body.version ?? note.version;
  const updated: AppointmentNote = {
    ...note, content: body.content ?? note.content, dueDate: body.due_date === undefined ? note.dueDate : body.due_date,
    favorite: body.favorite ?? note.favorite, updatedAt: new Date().toISOString(), version: expected + 1,
  };
  await replaceNote(appointmentId, updated, expected, staff.isAdmin ? null : staff.employeeId, () => conflict());
  return { message: 'Note updated.', note: toNote(updated) };
}

export async function deleteScheduleNote(staff: StaffCaller, appointmentId: string, noteId: string): Promise<{ message: string }> {
  const note = await ownNote(staff, appointmentId, noteId);
  await removeNote(appointmentId, noteId, note.version, staff.isAdmin ? null : staff.employeeId, () => conflict());
  return { message: 'Note deleted.' };
}
