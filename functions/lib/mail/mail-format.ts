// How emails show times (REFERENCE §0.1): dates `MM/DD/YYYY`, times `h:mm AM/PM` as wall-clock in
// the location's zone with the zone named (money is `formatMoney`, functions/contract/money.ts). Only formatting of an
// instant happens here, which Intl does DST-correctly from the zone's rules; it keeps Temporal
// (56 KB) out of the jobs Lambda. Wall-clock arithmetic elsewhere uses Temporal.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(instant: string, timeZone: string): Record<string, string> {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${instant}`);
  return Object.fromEntries(formatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
}

/** `03/09/2026` for the local date of `instant` in `timeZone`. */
export function mailDate(instant: string, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.month}/${p.day}/${p.year}`;
}

/** `9:05 AM` for the local time of `instant` in `timeZone`. */
export function mailTime(instant: string, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** The zone's short name at that instant (`CDT`, `CST`, `GMT+1`), which changes across DST. */
export function zoneAbbreviation(instant: string, timeZone: string): string {
  return parts(instant, timeZone).timeZoneName ?? timeZone;
}

/** `9:00 AM–10:00 AM CDT (America/Chicago)`: the interval with its zone named. */
export function mailTimeRange(startAt: string, endAt: string, timeZone: string): string {
  return `${mailTime(startAt, timeZone)}–${mailTime(endAt, timeZone)} ${zoneAbbreviation(startAt, timeZone)} (${timeZone})`;
}
