// Candidate slots from availability: for each timing of each day, starts every `stepMinutes` of
// local wall-clock time, the whole slot inside the timing and inside the practice's booking day.
// A local time that does not exist (spring forward) is skipped; one that happens twice (fall back)
// is offered once; a slot that would straddle an offset change is not offered.
import { minutesOf } from '#functions/schedule/slots/local-time.ts';
import { utcMidnight, ZoneClock } from '#functions/schedule/slots/zone-clock.ts';
import { minuteMs } from '#functions/schedule/slots/intervals.ts';

export interface AvailabilityDayInput {
  date: string;
  timings: readonly { start_time: string; end_time: string }[];
}

export interface CandidateRules {
  durationMinutes: number;
  stepMinutes: number;
  /** The practice's booking day, `HH:MM` local. */
  dayStart: string;
  dayEnd: string;
}

export interface Candidate {
  start: number;
  end: number;
  /** The location-local date of the availability day. */
  date: string;
}

function windowOf(timing: { start_time: string; end_time: string }, rules: CandidateRules): [number, number] {
  return [Math.max(minutesOf(timing.start_time), minutesOf(rules.dayStart)), Math.min(minutesOf(timing.end_time), minutesOf(rules.dayEnd))];
}

/** The slow path, for windows with an offset change: every start converted on its own. */
function candidatesAcrossTransition(date: string, from: number, to: number, clock: ZoneClock, rules: CandidateRules): Candidate[] {
  const out: Candidate[] = [];
  for (let m = from; m + rules.durationMinutes <= to; m += rules.stepMinutes) {
    const start = clock.instantOf(date, m);
    const end = clock.instantOf(date, m + rules.durationMinutes);
    // A missing start or end, or a real length that differs from the wall-clock one, means the
    // slot touches a gap or straddles the change.
    if (start === null || end === null || end - start !== rules.durationMinutes * minuteMs) continue;
    out.push({ start, end, date });
  }
  return out;
}

export function candidateSlots(days: readonly AvailabilityDayInput[], zone: string, rules: CandidateRules, given?: ZoneClock): Candidate[] {
  const out: Candidate[] = [];
  if (days.length === 0) return out;
  const dates = days.map((d) => utcMidnight(d.date));
  const clock = given ?? new ZoneClock(zone, Math.min(...dates), Math.max(...dates) + 86_400_000);
  const seen = new Set<number>();
  for (const day of days) {
    for (const timing of day.timings) {
      const [from, to] = windowOf(timing, rules);
      if (to - from < rules.durationMinutes) continue;
      const first = clock.instantOf(day.date, from);
      const last = clock.instantOf(day.date, to);
      const steady = first !== null && last !== null && last - first === (to - from) * minuteMs && !clock.changesBetween(first, last);
      const found = steady ? [] : candidatesAcrossTransition(day.date, from, to, clock, rules);
      // The common case: one offset for the whole window, so local minutes map to instants linearly.
      if (steady) {
        for (let m = from; m + rules.durationMinutes <= to; m += rules.stepMinutes) {
          const start = first + (m - from) * minuteMs;
          found.push({ start, end: start + rules.durationMinutes * minuteMs, date: day.date });
        }
      }
      for (const c of found) {
        if (seen.has(c.start)) continue;
        seen.add(c.start);
        out.push(c);
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
