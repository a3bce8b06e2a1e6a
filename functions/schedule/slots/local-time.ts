// Location wall-clock time ↔ instants, with temporal-polyfill (never dayjs: it is wrong on DST days).
import { Temporal } from 'temporal-polyfill';

/** Minutes since local midnight of `HH:MM`. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const plainAt = (date: string, minutes: number): Temporal.PlainDateTime =>
  Temporal.PlainDate.from(date).toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 });

/**
 * The instant of a local wall-clock time, or null when that time does not exist (the hour skipped
 * when clocks spring forward). A time that happens twice (fall back) is its first occurrence.
 */
export function instantOfLocal(date: string, minutes: number, zone: string): number | null {
  const plain = plainAt(date, minutes);
  const zoned = plain.toZonedDateTime(zone, { disambiguation: 'earlier' });
  return Temporal.PlainDateTime.compare(zoned.toPlainDateTime(), plain) === 0 ? zoned.epochMilliseconds : null;
}

/** The local date and `HH:MM` of an instant. */
export function localOf(ms: number, zone: string): { date: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
  return { date: zoned.toPlainDate().toString(), time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

/** Whether the zone changes its UTC offset anywhere in [fromMs, toMs]. */
export function hasTransitionBetween(fromMs: number, toMs: number, zone: string): boolean {
  const next = Temporal.Instant.fromEpochMilliseconds(fromMs).toZonedDateTimeISO(zone).getTimeZoneTransition('next');
  return next !== null && next.epochMilliseconds <= toMs;
}

/** The local dates from..to inclusive (`YYYY-MM-DD`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(d, Temporal.PlainDate.from(to)) <= 0; d = d.add({ days: 1 })) {
    dates.push(d.toString());
  }
  return dates;
}

export const addDays = (date: string, days: number): string => Temporal.PlainDate.from(date).add({ days }).toString();
export const daysBetween = (from: string, to: string): number =>
  Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;

/** Local midnight of a date as an instant (the first instant of that day, even on a DST day). */
export const startOfLocalDay = (date: string, zone: string): number =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: zone }).epochMilliseconds;

/** The same local wall-clock time `weeks` later (a weekly series keeps its local time across DST). */
export const addLocalWeeks = (ms: number, weeks: number, zone: string): number =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).add({ weeks }).epochMilliseconds;

/** The weekday name of a date (`monday` … `sunday`). */
export function weekdayOf(date: string): 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' {
  const names = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
  return names[Temporal.PlainDate.from(date).dayOfWeek - 1] ?? 'monday';
}

/** Today's date in a zone. */
export const todayIn = (nowMs: number, zone: string): string => localOf(nowMs, zone).date;
