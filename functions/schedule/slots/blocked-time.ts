// Unavailability as blocked intervals over a range: one-off blocks as they are, weekly series
// repeated at the same local wall-clock time (so a 12:00 lunch stays at 12:00 across DST), minus
// the occurrences an `available:true` exception cancels ("Mark Availability", REFERENCE §2.5).
import { addLocalWeeks, localOf, minutesOf } from '#functions/schedule/slots/local-time.ts';
import { shiftDate, ZoneClock } from '#functions/schedule/slots/zone-clock.ts';
import type { Interval } from '#functions/schedule/slots/intervals.ts';

export interface UnavailabilityInput {
  startAt: string;
  endAt: string;
  available: boolean;
  everyWeek: boolean;
}

const weekMs = 7 * 24 * 60 * 60_000;

const cancels = (exception: Interval, occurrence: Interval): boolean =>
  exception.start <= occurrence.start && exception.end >= occurrence.end;

/**
 * Week k of a series: the same local wall-clock time. The series may have started in another DST
 * period, so its local time is read with Temporal; the weeks near the range use the fast clock.
 */
function weekOf(ms: number, k: number, clock: ZoneClock): number {
  const local = localOf(ms, clock.zone);
  return clock.instantOf(shiftDate(local.date, 7 * k), minutesOf(local.time)) ?? addLocalWeeks(ms, k, clock.zone);
}

function occurrences(series: Interval, range: Interval, clock: ZoneClock): Interval[] {
  const out: Interval[] = [];
  // Jump close to the range first (whole weeks, ±1 for DST drift), then walk in local weeks.
  const skip = Math.max(0, Math.floor((range.start - series.end) / weekMs) - 1);
  for (let k = skip; ; k += 1) {
    const start = weekOf(series.start, k, clock);
    if (start >= range.end) break;
    const end = weekOf(series.end, k, clock);
    if (end > range.start) out.push({ start, end });
  }
  return out;
}

export function blockedIntervals(rows: readonly UnavailabilityInput[], range: Interval, zone: string, given?: ZoneClock): Interval[] {
  const clock = given ?? new ZoneClock(zone, range.start, range.end);
  const asInterval = (r: UnavailabilityInput): Interval => ({ start: Date.parse(r.startAt), end: Date.parse(r.endAt) });
  const exceptions = rows.filter((r) => r.available).map(asInterval);
  const blocked: Interval[] = [];
  for (const row of rows) {
    if (row.available) continue;
    const base = asInterval(row);
    const found = row.everyWeek ? occurrences(base, range, clock) : [base];
    blocked.push(...found.filter((o) => !exceptions.some((e) => cancels(e, o))));
  }
  return blocked;
}
