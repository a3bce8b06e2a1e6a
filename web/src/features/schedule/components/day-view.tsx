// The day view: one column per staff member working at the location that day (decision 033).
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { StaffDayGrid } from '#web/features/schedule/components/staff-day-grid.tsx';
import type { NewAppointmentStart } from '#web/features/schedule/components/new-appointment-modal.tsx';
import { useDayViewData } from '#web/features/schedule/use-day-view-data.ts';
import { useDropAppointment } from '#web/features/schedule/use-drop-appointment.ts';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';

interface DayViewProps {
  scope: ScheduleScope;
  onBook: (start: NewAppointmentStart) => void;
  onOpen: (id: string) => void;
}

export function DayView({ scope, onBook, onOpen }: DayViewProps) {
  const data = useDayViewData(scope);
  const drop = useDropAppointment(data.columns.flatMap((column) => column.appointments), scope.timeZone);
  if (data.error) return <LoadError title="Could not load the calendar" error={data.error} onRetry={data.retry} />;
  if (data.pending) return <ScreenLoader />;
  return (
    <StaffDayGrid
      date={scope.date}
      timeZone={scope.timeZone}
      columns={data.columns}
      onEmptyClick={(cell) => onBook({ date: scope.date, time: cell.time, staffId: cell.staffId })}
      onAppointmentClick={onOpen}
      onDrop={drop}
    />
  );
}
