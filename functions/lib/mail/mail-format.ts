// How emails show times and money (REFERENCE §0.1): dates `MM/DD/YYYY`, times `h:mm AM/PM` as
// wall-clock in the location's zone with the zone named, money `$1,234.56`. Temporal does the zone
// arithmetic (DST-correct); Intl only names the zone.
import { Temporal } from 'temporal-polyfill';

const pad = (n: number): string => String(n).padStart(2, '0');

function zoned(instant: string, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
}

/** `03/09/2026` for the local date of `instant` in `timeZone`. */
export function mailDate(instant: string, timeZone: string): string {
  const t = zoned(instant, timeZone);
  return `${pad(t.month)}/${pad(t.day)}/${t.year}`;
}

/** `9:05 AM` for the local time of `instant` in `timeZone`. */
export function mailTime(instant: string, timeZone: string): string {
  const t = zoned(instant, timeZone);
  return `${t.hour % 12 === 0 ? 12 : t.hour % 12}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** The zone's short name at that instant (`CDT`, `CST`, `GMT+1`), which changes across DST. */
export function zoneAbbreviation(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(Temporal.Instant.from(instant).epochMilliseconds));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** `9:00 AM–10:00 AM CDT (America/Chicago)`: the interval with its zone named. */
export function mailTimeRange(startAt: string, endAt: string, timeZone: string): string {
  return `${mailTime(startAt, timeZone)}–${mailTime(endAt, timeZone)} ${zoneAbbreviation(startAt, timeZone)} (${timeZone})`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$1,234.56` from integer cents. */
export function mailMoney(cents: number): string {
  return usd.format(cents / 100);
}
