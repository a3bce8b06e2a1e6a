// Time off as a date range (issue 22): what the Time off dialog's fields mean as the one entry the
// API stores (`start_time`, `end_time`: instants), and how an entry reads back in the location's zone.
// A whole-day range runs from the first day's midnight to the midnight after the last day, so a week
// of leave is one entry; with times it runs from the first day's start to the last day's end.
import { addDays, dateIn, formatDate, formatDateTime, formatTime, instantAt, wallClockIn } from '#web/lib/zoned-time.ts';

export interface TimeOffFields {
  fromDate: string;
  toDate: string;
  allDay: boolean;
  /** `HH:MM`, used when not all day. */
  startTime: string;
  endTime: string;
}

export function timeOffInstants(f: TimeOffFields, timeZone: string): { start_time: string; end_time: string } {
  if (f.allDay) return { start_time: instantAt(f.fromDate, '00:00', timeZone), end_time: instantAt(addDays(f.toDate, 1), '00:00', timeZone) };
  return { start_time: instantAt(f.fromDate, f.startTime, timeZone), end_time: instantAt(f.toDate, f.endTime, timeZone) };
}

/** The dialog's own check before sending: the range must end after it starts. */
export function timeOffProblem(f: TimeOffFields, timeZone: string): string | undefined {
  if (f.fromDate === '' || f.toDate === '') return 'Choose the first and last day.';
  if (f.toDate < f.fromDate) return 'The last day cannot be before the first day.';
  if (!f.allDay && (f.startTime === '' || f.endTime === '')) return 'Enter the start and end times.';
  const { start_time, end_time } = timeOffInstants(f, timeZone);
  return start_time < end_time ? undefined : 'The end must be after the start.';
}

/**
 * One line per entry: `11/30/2026 – 12/04/2026 (all day)`, `Mon, 11/30/2026, 12:00 PM – 1:00 PM`, or
 * `Mon, 11/30/2026, 9:00 AM – Fri, 12/04/2026, 5:00 PM`.
 */
export function describeTimeOff(startTime: string, endTime: string, timeZone: string): string {
  const startsAtMidnight = wallClockIn(startTime, timeZone) === '00:00' && wallClockIn(endTime, timeZone) === '00:00';
  if (startsAtMidnight) {
    const lastDay = addDays(dateIn(endTime, timeZone), -1);
    const first = formatDate(startTime, timeZone);
    const last = formatDate(instantAt(lastDay, '12:00', timeZone), timeZone);
    return first === last ? `${first} (all day)` : `${first} – ${last} (all day)`;
  }
  const sameDay = dateIn(startTime, timeZone) === dateIn(endTime, timeZone);
  return `${formatDateTime(startTime, timeZone)} – ${sameDay ? formatTime(endTime, timeZone) : formatDateTime(endTime, timeZone)}`;
}
