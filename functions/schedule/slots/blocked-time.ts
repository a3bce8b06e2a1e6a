// Unavailability as blocked intervals over a range: one-off blocks as they are, weekly series
// repeated at the same local wall-clock time (so a 12:00 lunch stays at 12:00 across DST), minus
// the occurrences an `available:true` exception cancels ("Mark Availability", REFERENCE §2.5).
import { addLocalWeeks } from '#functions/schedule/slots/local-time.ts';
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

function occurrences(series: Interval, range: Interval, zone: string): Interval[] {
  const out: Interval[] = [];
  // Jump close to the range first (whole weeks, ±1 for DST drift), then walk in local weeks.
  const skip = Math.max(0, Math.floor((range.start - series.end) / weekMs) - 1);
  for (let k = skip; ; k += 1) {
    const start = addLocalWeeks(series.start, k, zone);
    if (start >= range.end) break;
    const end = addLocalWeeks(series.end, k, zone);
    if (end > range.start) out.push({ start, end });
  }
  return out;
}

export function blockedIntervals(rows: readonly UnavailabilityInput[], range: Interval, zone: string): Interval[] {
  const asInterval = (r: UnavailabilityInput): Interval => ({ start: Date.parse(r.startAt), end: Date.parse(r.endAt) });
  const exceptions = rows.filter((r) => r.available).map(asInterval);
  const blocked: Interval[] = [];
  for (const row of rows) {
    if (row.available) continue;
    const base = asInterval(row);
    const found = row.everyWeek ? occurrences(base, range, zone) : [base];
    blocked.push(...found.filter((o) => !exceptions.some((e) => cancels(e, o))));
  }
  return blocked;
}
