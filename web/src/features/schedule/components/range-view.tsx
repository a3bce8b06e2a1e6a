// The week, month and list views (FullCalendar): one staff member's appointments with their working
// hours and time off as background, or, with "All staff", every appointment at the location with the
// staff member's name in each (the server scopes the list to what the caller may see).
import { useMemo, useState } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { useAppointments } from '#web/features/schedule/api/get-appointments.ts';
import { useAvailabilities } from '#web/features/schedule/api/get-availabilities.ts';
import { useUnavailabilities } from '#web/features/schedule/api/get-unavailabilities.ts';
import { appointmentEvent, availabilityEvents, timeOffEvents } from '#web/features/schedule/calendar-events.ts';
import { StaffCalendar, type VisibleRange } from '#web/features/schedule/components/staff-calendar.tsx';
import type { NewAppointmentStart } from '#web/features/schedule/components/new-appointment-modal.tsx';
import { useMoveAppointment } from '#web/features/schedule/use-move-appointment.ts';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';

function useRangeData(scope: ScheduleScope, range: VisibleRange | undefined) {
  const staffId = scope.allStaff ? undefined : scope.staffId;
  const appointments = useAppointments(range && { employee_id: staffId, location_id: scope.locationId, start_date: range.start_date, end_date: range.end_date });
  const availability = useAvailabilities(range && staffId !== undefined ? { employee_id: staffId, location_id: scope.locationId, from_date: range.start_date, to_date: range.end_date } : undefined);
  const timeOff = useUnavailabilities(staffId);
  const events = useMemo(
    () => [
      ...(staffId === undefined ? [] : availabilityEvents(availability.data ?? [])),
      ...(range && staffId !== undefined ? timeOffEvents(timeOff.data ?? [], range.start, range.end, scope.timeZone) : []),
      ...(appointments.data ?? []).map((appointment) => appointmentEvent(appointment, staffId === undefined)),
    ],
    [appointments.data, availability.data, timeOff.data, range, scope.timeZone, staffId],
  );
  return { appointments, events, error: appointments.error ?? availability.error ?? timeOff.error };
}

interface RangeViewProps {
  scope: ScheduleScope & { view: 'week' | 'month' | 'list' };
  onBook: (start: NewAppointmentStart) => void;
  onOpen: (id: string) => void;
}

export function RangeView({ scope, onBook, onOpen }: RangeViewProps) {
  const [range, setRange] = useState<VisibleRange>();
  const data = useRangeData(scope, range);
  const move = useMoveAppointment(data.appointments.data, scope.timeZone);
  return (
    <>
      {data.error && <LoadError title="Could not load the calendar" error={data.error} onRetry={() => void data.appointments.refetch()} />}
      <StaffCalendar
        timeZone={scope.timeZone}
        view={scope.view}
        date={scope.date}
        events={data.events}
        onRangeChange={setRange}
        onEmptyClick={(date, time) => onBook({ date, time, staffId: scope.staffId })}
        onAppointmentClick={onOpen}
        onMove={move}
      />
    </>
  );
}
