// The FullCalendar 7 view of /schedule (ARCHITECTURE §7: MIT plugins only, loaded on this route
// alone). It shows times in the selected location's zone, reports the visible range, and hands
// clicks, drags and resizes to the page; a refused move is reverted by the page through `revert`.
import FullCalendar, { type DatesSetInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useMediaQuery } from '@mantine/hooks';
import { addDays } from '#web/lib/zoned-time.ts';
import type { CalendarDelta } from '#web/features/schedule/schedule-types.ts';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

export interface VisibleRange {
  /** Location-local dates, inclusive. */
  start_date: string;
  end_date: string;
  /** Instants bounding the view. */
  start: string;
  end: string;
}

export interface CalendarMove {
  id: string;
  startDelta: CalendarDelta;
  endDelta: CalendarDelta;
  revert: () => void;
}

interface StaffCalendarProps {
  timeZone: string;
  /** A local date to open on (`?date=` on the page), else today. */
  initialDate: string | undefined;
  events: EventInput[];
  onRangeChange: (range: VisibleRange) => void;
  /** A click on an empty time: its local date and `HH:MM`. */
  onEmptyClick: (date: string, time: string | undefined) => void;
  onAppointmentClick: (id: string) => void;
  onMove: (move: CalendarMove) => void;
}

const none: CalendarDelta = { years: 0, months: 0, days: 0, milliseconds: 0 };

function rangeOf(info: DatesSetInfo): VisibleRange {
  return { start_date: info.startStr.slice(0, 10), end_date: addDays(info.endStr.slice(0, 10), -1), start: info.start.toISOString(), end: info.end.toISOString() };
}

export function StaffCalendar({ timeZone, initialDate, events, onRangeChange, onEmptyClick, onAppointmentClick, onMove }: StaffCalendarProps) {
  // Read on the first render: the initial view is fixed when the calendar mounts.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <FullCalendar
      plugins={plugins}
      timeZone={timeZone}
      initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
      {...(initialDate ? { initialDate } : {})}
      headerToolbar={{ start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,listWeek' }}
      buttons={{ today: { text: 'Today' }, timeGridDay: { text: 'Day' }, timeGridWeek: { text: 'Week' }, listWeek: { text: 'List' } }}
      height="auto"
      allDaySlot={false}
      slotMinTime="07:00:00"
      slotMaxTime="21:00:00"
      slotDuration="00:15:00"
      slotHeaderInterval="01:00:00"
      nowIndicator
      editable
      eventOverlap
      selectable={false}
      events={events}
      datesSet={(info) => onRangeChange(rangeOf(info))}
      dateClick={(info) => onEmptyClick(info.dateStr.slice(0, 10), info.allDay ? undefined : info.dateStr.slice(11, 16))}
      eventClick={(info) => {
        if (info.event.extendedProps.kind === 'appointment') onAppointmentClick(info.event.id);
      }}
      eventDrop={(info) => onMove({ id: info.event.id, startDelta: info.delta, endDelta: info.delta, revert: info.revert })}
      eventResize={(info) => onMove({ id: info.event.id, startDelta: { ...none, ...info.startDelta }, endDelta: info.endDelta, revert: info.revert })}
    />
  );
}
