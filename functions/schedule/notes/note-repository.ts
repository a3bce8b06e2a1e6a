// Appointment notes (docs/data-model.md §2.7, AP-APPT-11): entries of the root's `notes` map,
// written without bumping the root's version (notes take no part in amounts or status rules).
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';
import type { AppointmentNote } from '#functions/model/appointment-record.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

const noteItem = (n: AppointmentNote) => ({
  id: n.id, content: n.content, due_date: n.dueDate, employee_id: n.employeeId, employee_name: n.employeeName,
  favorite: n.favorite, created_at: n.createdAt, updated_at: n.updatedAt, version: n.version,
});

export async function addNote(appointmentId: string, n: AppointmentNote, onFail: () => AppError): Promise<void> {
  await new TransactionPlan().update(scheduleKeys.appointment(appointmentId), {
    expression: 'SET notes.#nid = :note',
    condition: 'attribute_exists(PK) AND attribute_not_exists(notes.#nid)',
    names: { '#nid': n.id }, values: { ':note': noteItem(n) },
  }, onFail).commit();
}

/** Replaces an entry if its version is still `expectedVersion` (and, unless `anyAuthor`, its author is the caller). */
export async function replaceNote(appointmentId: string, n: AppointmentNote, expectedVersion: number, authorId: string | null, onFail: () => AppError): Promise<void> {
  await new TransactionPlan().update(scheduleKeys.appointment(appointmentId), {
    expression: 'SET notes.#nid = :note',
    condition: `notes.#nid.version = :v${authorId ? ' AND notes.#nid.employee_id = :author' : ''}`,
    names: { '#nid': n.id }, values: { ':note': noteItem(n), ':v': expectedVersion, ...(authorId ? { ':author': authorId } : {}) },
  }, onFail).commit();
}

export async function removeNote(appointmentId: string, noteId: string, expectedVersion: number, authorId: string | null, onFail: () => AppError): Promise<void> {
  await new TransactionPlan().update(scheduleKeys.appointment(appointmentId), {
    expression: 'REMOVE notes.#nid',
    condition: `notes.#nid.version = :v${authorId ? ' AND notes.#nid.employee_id = :author' : ''}`,
    names: { '#nid': noteId }, values: { ':v': expectedVersion, ...(authorId ? { ':author': authorId } : {}) },
  }, onFail).commit();
}
