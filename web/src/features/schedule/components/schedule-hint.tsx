// The one line above the calendar that says how to use the view on screen (issue 22): each view
// states only what works there. Our day grid books an empty cell by click or by arrow keys and Enter;
// FullCalendar's week and month grids book by click only (their cells take no keyboard focus); drag
// is a mouse gesture (native drag and drop does not work on touch, decision 033); the list, and the
// agenda a phone shows for week and month, has no empty time at all.
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { phoneQuery } from '#web/features/schedule/components/staff-calendar.tsx';
import type { CalendarView } from '#web/features/schedule/schedule-url.ts';

const editTime = 'Edit time in its details does the same from the keyboard.';

/** What the view on screen lets staff do, in words; `narrow` is a phone-width window. */
export function scheduleHint(view: CalendarView, narrow: boolean): string {
  if (view === 'day') {
    return narrow
      ? 'Choose an empty time to book it, or an appointment to see it. Edit time in an appointment\'s details moves it.'
      : `Click an empty time (or move to it with the arrow keys and press Enter) to book it, or an appointment to see it. Drag an appointment to move it; ${editTime}`;
  }
  if (narrow || view === 'list') return 'Choose an appointment to see its details; New appointment books one.';
  if (view === 'month') return `Click a day to book on it, or an appointment to see it. Drag an appointment to another day to move it; ${editTime}`;
  return `Click an empty time to book it, or an appointment to see it. Drag an appointment to move it; ${editTime}`;
}

export function ScheduleHint({ view }: { view: CalendarView }) {
  const narrow = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  return (
    <Text size="sm" c="dimmed">
      {scheduleHint(view, narrow)}
    </Text>
  );
}
