// Where things sit in the day grid: 15-minute rows of location wall-clock time (07:00–21:00, widened
// to fit an earlier or later shift or appointment), and each appointment's offset and length in rows.
import { dateIn, instantAt, wallClockIn } from '#web/lib/zoned-time.ts';
import type { DayColumn, Interval } from '#web/features/schedule/day-columns.ts';

export const slotMinutes = 15;

export interface GridRow {
  /** `HH:MM` at the location. */
  time: string;
  start: string;
  end: string;
}

function minutesOf(instant: string, date: string, timeZone: string): number {
  const day = dateIn(instant, timeZone);
  if (day < date) return 0;
  if (day > date) return 24 * 60;
  const [hours = 0, minutes = 0] = wallClockIn(instant, timeZone).split(':').map(Number);
  return hours * 60 + minutes;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function gridRows(columns: readonly DayColumn[], date: string, timeZone: string): GridRow[] {
  const spans = columns.flatMap((column) => [...column.working, ...column.appointments.map((a) => ({ start: a.start_time, end: a.end_time }))]);
  const first = Math.min(7 * 60, ...spans.map((span) => Math.floor(minutesOf(span.start, date, timeZone) / 60) * 60));
  const last = Math.max(21 * 60, ...spans.map((span) => Math.ceil(minutesOf(span.end, date, timeZone) / 60) * 60));
  const rows: GridRow[] = [];
  for (let minutes = first; minutes < Math.min(last, 24 * 60); minutes += slotMinutes) {
    const time = clock(minutes);
    const start = instantAt(date, time, timeZone);
    rows.push({ time, start, end: new Date(Date.parse(start) + slotMinutes * 60_000).toISOString() });
  }
  return rows;
}

/** The first row and the number of rows an appointment covers (at least one). */
export function rowSpan(start: string, end: string, rows: readonly GridRow[], date: string, timeZone: string): { row: number; span: number } {
  const origin = rows[0] ? minutesOf(rows[0].start, date, timeZone) : 0;
  const from = (minutesOf(start, date, timeZone) - origin) / slotMinutes;
  const to = (minutesOf(end, date, timeZone) - origin) / slotMinutes;
  return { row: Math.max(0, from), span: Math.max(1, to - Math.max(0, from)) };
}

export const overlaps = (row: GridRow, intervals: readonly Interval[]): boolean =>
  intervals.some((interval) => Date.parse(interval.start) < Date.parse(row.end) && Date.parse(interval.end) > Date.parse(row.start));

export const within = (row: GridRow, intervals: readonly Interval[]): boolean =>
  intervals.some((interval) => Date.parse(interval.start) <= Date.parse(row.start) && Date.parse(interval.end) >= Date.parse(row.end));
