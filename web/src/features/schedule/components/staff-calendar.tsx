// The FullCalendar 7 views of /schedule (ARCHITECTURE §7: MIT plugins only, loaded on this route
// alone): week, month and list; the all-staff day view is our own grid (decision 033). The address
// drives it (its own toolbar is off), it shows times in the selected location's zone, reports the
// visible range, and hands clicks, drags and resizes to the page, which reverts a refused move.
import FullCalendar, { type DatesSetInfo, type EventInput } from '@fullcalendar/react';
import { useMediaQuery } from '@mantine/hooks';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import '#web/features/schedule/components/staff-calendar.css';
import { addDays } from '#web/lib/zoned-time.ts';
import type { CalendarDelta } from '#web/features/schedule/schedule-types.ts';
import type { CalendarView } from '#web/features/schedule/schedule-url.ts';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

const fullCalendarViews: Record<Exclude<CalendarView, 'day'>, string> = { week: 'timeGridWeek', month: 'dayGridMonth', list: 'listWeek' };
// On a phone, seven time columns or month cells are ~45 px wide: appointments shrink below a 24 px
// target (WCAG 2.5.8) and their names are cut off. There the week and the month read as an agenda.
const phoneViews: Record<Exclude<CalendarView, 'day'>, string> = { week: 'listWeek', month: 'listMonth', list: 'listWeek' };
export const phoneQuery = '(max-width: 35.99em)';

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
  view: Exclude<CalendarView, 'day'>;
  /** The local date to show (`?date=` on the page). */
  date: string;
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

export function StaffCalendar({ timeZone, view, date, events, onRangeChange, onEmptyClick, onAppointmentClick, onMove }: StaffCalendarProps) {
  const narrow = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  return (
    <FullCalendar
      // A new view, date, zone or screen size mounts the calendar afresh on it.
      key={`${view}|${date}|${timeZone}|${String(narrow)}`}
      plugins={plugins}
      timeZone={timeZone}
      initialView={(narrow ? phoneViews : fullCalendarViews)[view]}
      initialDate={date}
      headerToolbar={false}
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
      // Every appointment at least 24 px tall, a WCAG 2.2 target (2.5.8), in the month grid too.
      eventClass="cb-calendar-event"
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
