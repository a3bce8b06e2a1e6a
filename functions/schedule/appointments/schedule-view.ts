// The Schedule DTOs of one answer (REFERENCE §4.0), with `intake_forms_pending` read for all of them
// at once (load-pending-forms.ts): every route that answers with a Schedule goes through here.
import type { AppointmentWithForms, Schedule } from '#functions/contract/schedule.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { toAppointment, toSchedule } from '#functions/schedule/appointments/appointment-dto.ts';
import { loadPendingForms } from '#functions/schedule/appointments/load-pending-forms.ts';

export async function schedulesOf(records: readonly AppointmentRecord[]): Promise<Schedule[]> {
  const pending = await loadPendingForms(records);
  return records.map((a) => toSchedule(a, pending.get(a.id) ?? []));
}

export async function scheduleOf(record: AppointmentRecord): Promise<Schedule> {
  const pending = await loadPendingForms([record]);
  return toSchedule(record, pending.get(record.id) ?? []);
}

/** Light rows that still say which forms are pending (the client's own list). */
export async function appointmentsWithFormsOf(records: readonly AppointmentRecord[]): Promise<AppointmentWithForms[]> {
  const pending = await loadPendingForms(records);
  return records.map((a) => ({ ...toAppointment(a), intake_forms_pending: pending.get(a.id) ?? [] }));
}
