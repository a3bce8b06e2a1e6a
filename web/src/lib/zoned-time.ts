// Instants shown in a location's wall-clock time (REFERENCE §0.1: the UI shows MM/DD/YYYY and
// h:mm AM/PM). Intl formats in any IANA zone; date arithmetic uses Temporal (never dayjs tz, which is
// wrong on DST days). The browser's own zone never enters: a practice's times are the location's.
import { Temporal } from 'temporal-polyfill';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
}

/** `2:30 PM` in the zone. */
export function formatTime(instant: string, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** `11/24/2026` in the zone. */
export function formatDate(instant: string, timeZone: string): string {
  return formatter(timeZone, { month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date(instant));
}

/** `Tue, 11/24/2026, 2:30 PM` in the zone. */
export function formatDateTime(instant: string, timeZone: string): string {
  return formatter(timeZone, { weekday: 'short', month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** `2:30 – 3:15 PM CST`: a slot or appointment with the zone's short name. */
export function formatTimeRange(start: string, end: string, timeZone: string): string {
  return `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)} ${zoneAbbreviation(end, timeZone)}`;
}

/** `Nov 20, 2026, 10:30 AM CST`: a recorded moment (a submission, a chart version) in the zone, named. */
export function formatMoment(instant: string, timeZone: string): string {
  const zoned = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  return `${zoned.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} ${zoneAbbreviation(instant, timeZone)}`;
}

/** `CST` / `CDT` (or `GMT+1` where the zone has no abbreviation in English), at that instant. */
export function zoneAbbreviation(instant: string, timeZone: string): string {
  const parts = formatter(timeZone, { timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** `America/Chicago (CST)`: the zone a screen's times are in, said once on the screen. */
export function describeZone(timeZone: string, at: string = new Date().toISOString()): string {
  return `${timeZone.replaceAll('_', ' ')} (${zoneAbbreviation(at, timeZone)})`;
}

/** Today's date (`YYYY-MM-DD`) at the location. */
export function todayIn(timeZone: string): string {
  return Temporal.Now.plainDateISO(timeZone).toString();
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** The local date of an instant in the zone. */
export function dateIn(instant: string, timeZone: string): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** `Tue 24`-style parts of a local date, for a date strip. */
export function dayParts(date: string): { weekday: string; day: string; month: string; label: string } {
  const plain = Temporal.PlainDate.from(date);
  const asUtc = new Date(`${date}T12:00:00Z`);
  const utc = (options: Intl.DateTimeFormatOptions) => formatter('UTC', options).format(asUtc);
  return {
    weekday: utc({ weekday: 'short' }),
    day: String(plain.day),
    month: utc({ month: 'short' }),
    label: utc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  };
}

/** The instant (ISO, milliseconds, as the API writes them) of a local date and wall-clock time (`HH:MM`) in the zone; a DST gap moves later. */
export function instantAt(date: string, time: string, timeZone: string): string {
  const zoned = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });
  return new Date(zoned.epochMilliseconds).toISOString();
}

/** `HH:MM` wall-clock time of an instant in the zone. */
export function wallClockIn(instant: string, timeZone: string): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
}
