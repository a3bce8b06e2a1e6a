// Properties of the slot engine over IANA zones and their DST changes, written once and run twice:
// in the vitest process (TZ=UTC) and in a child process with a non-UTC TZ (slot-engine.unit.test.ts), so
// the engine is shown not to depend on the machine's zone. Local times are checked with Intl, an
// implementation independent of the engine's temporal-polyfill.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { candidateSlots } from '#functions/schedule/slots/candidate-slots.ts';
import { computeSlots } from '#functions/schedule/slots/compute-slots.ts';

export const zones = [
  'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'America/St_Johns', 'America/Santiago', 'Europe/London',
  'Europe/Berlin', 'Australia/Lord_Howe', 'Australia/Sydney', 'Pacific/Chatham', 'Asia/Kolkata', 'Asia/Kathmandu', 'UTC',
] as const;

/** The local dates of a zone's offset changes in 2026–2027 (the days the properties care most about). */
function transitionDates(zone: string): string[] {
  const dates: string[] = [];
  let at = Temporal.ZonedDateTime.from({ timeZone: zone, year: 2026, month: 1, day: 1 });
  for (let i = 0; i < 4; i += 1) {
    const next = at.getTimeZoneTransition('next');
    if (!next) break;
    dates.push(next.toPlainDate().toString());
    at = next;
  }
  return dates;
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const local = (ms: number, zone: string) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
};

const dayArb = fc.constantFrom(...zones).chain((zone) => {
  const transitions = transitionDates(zone);
  const random = fc.integer({ min: 0, max: 700 }).map((d) => Temporal.PlainDate.from('2026-01-01').add({ days: d }).toString());
  const date = transitions.length > 0 ? fc.oneof(fc.constantFrom(...transitions), random) : random;
  return fc.record({ zone: fc.constant(zone), date });
});

// 1–3 disjoint timings on the 5-minute grid, anywhere in the day (DST changes happen at night).
const timingsArb = fc.uniqueArray(fc.integer({ min: 0, max: 287 }), { minLength: 2, maxLength: 6 }).map((points) => {
  const sorted = [...points].sort((a, b) => a - b);
  const timings: { start_time: string; end_time: string }[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) timings.push({ start_time: hhmm((sorted[i] ?? 0) * 5), end_time: hhmm((sorted[i + 1] ?? 0) * 5) });
  return timings;
});

const caseArb = fc.record({
  day: dayArb,
  timings: timingsArb,
  duration: fc.integer({ min: 1, max: 48 }).map((n) => n * 5),
  step: fc.constantFrom(5, 10, 15, 30, 60),
});

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Throws (through fast-check) on the first counterexample. */
export function checkSlotProperties(numRuns: number): void {
  fc.assert(fc.property(caseArb, ({ day, timings, duration, step }) => {
    const rules = { durationMinutes: duration, stepMinutes: step, dayStart: '00:00', dayEnd: '23:59' };
    const slots = candidateSlots([{ date: day.date, timings }], day.zone, rules);
    const starts = new Set<number>();
    const labels = new Set<string>();
    for (const s of slots) {
      const [start, end] = [local(s.start, day.zone), local(s.end, day.zone)];
      // Inside one timing in local wall-clock time, on the availability's date.
      if (start.date !== day.date || end.date !== day.date) return false;
      if (!timings.some((t) => start.minutes >= minutesOf(t.start_time) && end.minutes <= minutesOf(t.end_time))) return false;
      // Neither a real length nor a wall-clock length other than the duration: no gap crossed.
      if (s.end - s.start !== duration * 60_000 || end.minutes - start.minutes !== duration) return false;
      // No instant twice, and no local start time twice (the repeated hour of a fall-back day).
      const label = `${start.date} ${start.minutes}`;
      if (starts.has(s.start) || labels.has(label)) return false;
      starts.add(s.start);
      labels.add(label);
    }
    return true;
  }), { numRuns });

  // Busy time, unavailability and the booking window only remove slots, never invent or move them.
  fc.assert(fc.property(caseArb, fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 5, max: 240 }), ({ day, timings, duration, step }, busyAt, busyFor) => {
    const base = {
      zone: day.zone, fromDate: day.date, toDate: day.date, durationMinutes: duration, bufferMinutes: 0,
      availability: [{ date: day.date, timings }], unavailability: [], clientBusy: [], nowMs: 0,
      policy: { stepMinutes: step, dayStart: '00:00', dayEnd: '23:59', minNoticeMinutes: 0, maxHorizonDays: 100_000 },
    };
    const free = computeSlots({ ...base, employeeBusy: [] });
    const dayStart = Temporal.PlainDate.from(day.date).toZonedDateTime({ timeZone: day.zone }).epochMilliseconds;
    const busy = { start: dayStart + busyAt * 60_000, end: dayStart + (busyAt + busyFor) * 60_000 };
    const left = computeSlots({ ...base, employeeBusy: [busy] });
    const freeStarts = new Set(free.map((s) => s.start));
    return left.every((s) => freeStarts.has(s.start) && (s.end <= Math.floor(busy.start / 900_000) * 900_000 || s.start >= Math.ceil(busy.end / 900_000) * 900_000));
  }), { numRuns });
}
