// The appointment reads (REFERENCE §4.5): one Schedule by id, the staff lists (AP-APPT-1, or
// AP-APPT-3 with a location), a client's own list and a client's list for staff (AP-APPT-2).
import type { Appointment, AppointmentListQuery, AppointmentWithForms, ClientSchedulesQuery, Schedule } from '#functions/contract/schedule.ts';
import type { Caller, ClientCaller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { toAppointment } from '#functions/schedule/appointments/appointment-dto.ts';
import { appointmentsWithFormsOf, scheduleOf, schedulesOf } from '#functions/schedule/appointments/schedule-view.ts';
import {
  getAppointment, listClientAppointments, listEmployeeAppointments, listLocationAppointments,
} from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { checkRange } from '#functions/schedule/booking/load-slot-input.ts';
import { canSee, scheduleTarget, seesEveryone, visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';
import { addDays, startOfLocalDay, todayIn } from '#functions/schedule/slots/local-time.ts';

export async function getSchedule(caller: Caller, id: string): Promise<Schedule> {
  return scheduleOf(visibleOrNotFound(caller, await getAppointment(id)));
}

/** [from, to) as instants from local dates in the practice zone; default: the coming 31 days. */
/** A client's whole history: a person has hundreds of appointments at most. */
const allTime = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };

async function rangeOf(start?: string, end?: string, defaultFromToday = 0): Promise<{ from: string; to: string }> {
  const { timezone } = await loadPracticeSettings();
  const fromDate = start ?? addDays(todayIn(Date.now(), timezone), defaultFromToday);
  const toDate = end ?? addDays(fromDate, 30);
  checkRange(fromDate, toDate, 100, 'end_date');
  return { from: new Date(startOfLocalDay(fromDate, timezone)).toISOString(), to: new Date(startOfLocalDay(addDays(toDate, 1), timezone)).toISOString() };
}

const byStart = (a: AppointmentRecord, b: AppointmentRecord) => a.startAt.localeCompare(b.startAt);

async function staffRecords(staff: StaffCaller, q: AppointmentListQuery): Promise<AppointmentRecord[]> {
  const { from, to } = await rangeOf(q.start_date, q.end_date);
  const options = { includeCancelled: q.include_cancelled, locationId: q.location_id };
  // A location view without an employee filter is for those who see everyone.
  if (q.employee_id === undefined && q.location_id !== undefined && seesEveryone(staff)) {
    return (await listLocationAppointments(q.location_id, from, to, options)).sort(byStart);
  }
  const employeeId = scheduleTarget(staff, q.employee_id);
  return (await listEmployeeAppointments(employeeId, from, to, options)).sort(byStart);
}

export const listStaffAppointments = async (staff: StaffCaller, q: AppointmentListQuery): Promise<Appointment[]> =>
  (await staffRecords(staff, q)).map(toAppointment);

export const listStaffSchedules = async (staff: StaffCaller, q: AppointmentListQuery): Promise<Schedule[]> =>
  schedulesOf(await staffRecords(staff, q));

/** A client's appointments for staff: only those the caller may see. */
export async function listClientSchedulesForStaff(staff: StaffCaller, q: ClientSchedulesQuery): Promise<Appointment[]> {
  const { from, to } = q.start_date !== undefined || q.end_date !== undefined ? await rangeOf(q.start_date, q.end_date) : allTime;
  const list = await listClientAppointments(q.client_id, from, to, { includeCancelled: q.include_cancelled, locationId: q.location_id, employeeId: q.employee_id });
  return list.filter((a) => canSee(staff, a)).sort(byStart).map(toAppointment);
}

/** The client's own appointments, past and upcoming. */
export async function listOwnAppointments(caller: ClientCaller, includeCancelled: boolean): Promise<AppointmentWithForms[]> {
  const list = await listClientAppointments(caller.clientId, allTime.from, allTime.to, { includeCancelled });
  return appointmentsWithFormsOf(list.sort(byStart));
}
