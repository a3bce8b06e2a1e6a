// An appointment dropped on a day-grid cell (decision 033) becomes PATCH /api/schedules/{id}: it keeps
// its length, starts at the cell's time and, dropped in another column, moves to that staff member.
// The server re-checks the slot; a refusal toasts its message and nothing moves.
import type { Appointment } from '#functions/contract/schedule.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { dateIn } from '#web/lib/zoned-time.ts';
import { useUpdateSchedule } from '#web/features/schedule/api/update-schedule.ts';
import type { DayCellChoice } from '#web/features/schedule/components/staff-day-grid.tsx';

export function useDropAppointment(appointments: readonly Appointment[], timeZone: string) {
  const update = useUpdateSchedule();
  return (id: string, target: DayCellChoice) => {
    const moved = appointments.find((appointment) => appointment.id === id);
    if (!moved) return;
    const end_time = new Date(Date.parse(target.start) + Date.parse(moved.end_time) - Date.parse(moved.start_time)).toISOString();
    const staff = target.staffId === moved.employee.id ? {} : { employee_id: target.staffId };
    const body = { date: dateIn(target.start, timeZone), start_time: target.start, end_time, version: moved.version, ...staff };
    update.mutate({ id, body }, { onSuccess: () => notifySuccess('The appointment was moved.'), onError: (error) => notifyError(error) });
  };
}
