// Fast local ↔ UTC conversion for one zone over a bounded range. Temporal is exact but costs
// ~100 µs per conversion in the polyfill; the engine converts thousands of times per request. The
// zone's offset changes inside the range are found once with Temporal, then a local time maps to
// an instant by arithmetic: it is `local − offset` for the one segment that contains the result
// (none in a spring-forward gap, two in a fall-back overlap: the earlier one wins, as Temporal's
// `disambiguation: 'earlier'`).
import { Temporal } from 'temporal-polyfill';

interface Segment {
  start: number;
  end: number;
  offsetMs: number;
}

const dayMs = 86_400_000;
/** Milliseconds of a date's midnight read as if it were UTC (`Date.parse` is fast and exact for this form). */
export const utcMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);
export const shiftDate = (date: string, days: number): string => new Date(utcMidnight(date) + days * dayMs).toISOString().slice(0, 10);

export class ZoneClock {
  private readonly segments: Segment[] = [];

  /** Covers [fromMs − 2 days, toMs + 2 days]; outside it, the offsets at the edges are assumed. */
  constructor(readonly zone: string, fromMs: number, toMs: number) {
    let at = Temporal.Instant.fromEpochMilliseconds(fromMs - 2 * dayMs).toZonedDateTimeISO(zone);
    let start = -Infinity;
    for (;;) {
      const next = at.getTimeZoneTransition('next');
      const end = next !== null && next.epochMilliseconds <= toMs + 2 * dayMs ? next.epochMilliseconds : Infinity;
      this.segments.push({ start, end, offsetMs: at.offsetNanoseconds / 1e6 });
      if (next === null || end === Infinity) break;
      start = end;
      at = next;
    }
  }

  /** The instant of a local date and minute of day, or null if that local time does not exist. */
  instantOf(date: string, minutes: number): number | null {
    const local = utcMidnight(date) + minutes * 60_000;
    let best: number | null = null;
    for (const s of this.segments) {
      const instant = local - s.offsetMs;
      if (instant >= s.start && instant < s.end && (best === null || instant < best)) best = instant;
    }
    return best;
  }

  /** Whether the offset changes anywhere in (fromMs, toMs]. */
  changesBetween(fromMs: number, toMs: number): boolean {
    return this.segments.some((s) => s.end !== Infinity && s.end > fromMs && s.end <= toMs);
  }

}
