// GET /api/client/schedules (public): an employee's busy times, only `{start_time, end_time, mine}`
// (REFERENCE §3.6) — never who or what. Default range: today and the next 31 days.
import type { BusyInterval } from '#functions/contract/schedule.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { listEmployeeAppointments } from '#functions/schedule/appointments/appointment-repository.ts';
import { blockedUntil } from '#functions/model/appointment-record.ts';
import { checkRange } from '#functions/schedule/booking/load-slot-input.ts';
import { addDays, startOfLocalDay, todayIn } from '#functions/schedule/slots/local-time.ts';

export async function listBusy(caller: Caller, q: { employee_id: string; start_date?: string | undefined; end_date?: string | undefined }): Promise<BusyInterval[]> {
  const { timezone } = await loadPracticeSettings();
  const from = q.start_date ?? todayIn(Date.now(), timezone);
  const to = q.end_date ?? addDays(from, 30);
  checkRange(from, to, 62, 'end_date');
  const appointments = await listEmployeeAppointments(q.employee_id,
    new Date(startOfLocalDay(from, timezone)).toISOString(), new Date(startOfLocalDay(addDays(to, 1), timezone)).toISOString());
  const me = caller.kind === 'client' ? caller.clientId : null;
  return appointments.map((a) => ({ start_time: a.startAt, end_time: blockedUntil(a), mine: a.clientId === me }));
}
