// One appointment in the day grid: a button over its rows, coloured by status, named by its time,
// client, treatments and status. A booked (or held) one can be dragged onto another cell.
import type { DragEvent } from 'react';
import type { Appointment } from '#functions/contract/schedule.ts';
import { formatTimeRange } from '#web/lib/zoned-time.ts';
import { appointmentTitle, isMovable, statusColors } from '#web/features/schedule/calendar-events.ts';
import { rowSpan, type GridRow } from '#web/features/schedule/day-grid-layout.ts';

const dragType = 'application/x-carebook-appointment';

/** The id of the appointment being dropped, if the drag is one of ours. */
export function draggedAppointment(event: DragEvent): string | undefined {
  event.preventDefault();
  return event.dataTransfer.getData(dragType) || undefined;
}

interface DayGridEventProps {
  appointment: Appointment;
  rows: readonly GridRow[];
  date: string;
  timeZone: string;
  onClick: (id: string) => void;
}

export function DayGridEvent({ appointment, rows, date, timeZone, onClick }: DayGridEventProps) {
  const { row, span } = rowSpan(appointment.start_time, appointment.end_time, rows, date, timeZone);
  const time = formatTimeRange(appointment.start_time, appointment.end_time, timeZone);
  const movable = isMovable(appointment.status);
  return (
    <button
      type="button"
      className="cb-day-event"
      style={{ top: `calc(${row} * var(--cb-slot))`, height: `calc(${span} * var(--cb-slot) - 2px)`, background: statusColors[appointment.status] }}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(dragType, appointment.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onClick(appointment.id)}
    >
      <span className="cb-day-event-time">{time}</span> {appointmentTitle(appointment)}
    </button>
  );
}
