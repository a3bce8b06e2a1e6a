// A drag or resize on the calendar becomes PATCH /api/schedules/{id}: the move's calendar delta is
// applied to the appointment's instants in the location's zone (days as wall-clock days, so a move
// across a DST change keeps the local time). A refusal puts the event back and toasts the server's
// message (REFERENCE §5: refused moves snap back).
import type { Appointment } from '#functions/contract/schedule.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { dateIn } from '#web/lib/zoned-time.ts';
import { useUpdateSchedule } from '#web/features/schedule/api/update-schedule.ts';
import { shiftInstant } from '#web/features/schedule/calendar-events.ts';
import type { CalendarMove } from '#web/features/schedule/components/staff-calendar.tsx';

export function useMoveAppointment(appointments: readonly Appointment[] | undefined, timeZone: string) {
  const update = useUpdateSchedule();
  return ({ id, startDelta, endDelta, revert }: CalendarMove) => {
    const moved = appointments?.find((appointment) => appointment.id === id);
    if (!moved) {
      revert();
      return;
    }
    const start_time = shiftInstant(moved.start_time, startDelta, timeZone);
    const end_time = shiftInstant(moved.end_time, endDelta, timeZone);
    const body = { date: dateIn(start_time, timeZone), start_time, end_time, version: moved.version };
    update.mutate(
      { id, body },
      {
        onSuccess: () => notifySuccess('The appointment was moved.'),
        onError: (error) => {
          revert();
          notifyError(error);
        },
      },
    );
  };
}
