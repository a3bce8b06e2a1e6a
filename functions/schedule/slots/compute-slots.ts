// The slot engine (REFERENCE §3.6, CB 6), pure: availability in the location's zone, minus
// unavailability, minus the employee's appointments (any location, with their cleanup buffer) and
// the client's own, rounded out to claim cells; inside the notice, the horizon and never the past.
// Booking re-validation asks the same engine about one exact interval.
import { candidateSlots, type AvailabilityDayInput, type Candidate } from '#functions/schedule/slots/candidate-slots.ts';
import { blockedIntervals, type UnavailabilityInput } from '#functions/schedule/slots/blocked-time.ts';
import { BusyIndex, minuteMs, overlaps, roundOutToCells, type Interval } from '#functions/schedule/slots/intervals.ts';
import { addDays, startOfLocalDay } from '#functions/schedule/slots/local-time.ts';

export interface SlotPolicy {
  stepMinutes: number;
  dayStart: string;
  dayEnd: string;
  minNoticeMinutes: number;
  maxHorizonDays: number;
}

export interface SlotInput {
  zone: string;
  fromDate: string;
  toDate: string;
  durationMinutes: number;
  /** Cleanup after the slot: the employee must also be free for it. */
  bufferMinutes: number;
  availability: readonly AvailabilityDayInput[];
  unavailability: readonly UnavailabilityInput[];
  /** The employee's appointments at any location, each [start, end + its buffer). */
  employeeBusy: readonly Interval[];
  /** The client's own appointments, [start, end). */
  clientBusy: readonly Interval[];
  policy: SlotPolicy;
  nowMs: number;
}

export type SlotRefusal = 'outside_availability' | 'slot_unavailable' | 'client_double_booked';

interface Prepared {
  candidates: Candidate[];
  blocked: Interval[];
  employee: BusyIndex;
  client: BusyIndex;
  earliest: number;
  latest: number;
}

function prepare(input: SlotInput): Prepared {
  const range = { start: startOfLocalDay(input.fromDate, input.zone), end: startOfLocalDay(addDays(input.toDate, 1), input.zone) };
  const days = input.availability.filter((d) => d.date >= input.fromDate && d.date <= input.toDate);
  return {
    candidates: candidateSlots(days, input.zone, { durationMinutes: input.durationMinutes, stepMinutes: input.policy.stepMinutes, dayStart: input.policy.dayStart, dayEnd: input.policy.dayEnd }),
    blocked: blockedIntervals(input.unavailability, range, input.zone),
    employee: new BusyIndex(input.employeeBusy.map(roundOutToCells)),
    client: new BusyIndex(input.clientBusy.map(roundOutToCells)),
    earliest: input.nowMs + input.policy.minNoticeMinutes * minuteMs,
    latest: input.nowMs + input.policy.maxHorizonDays * 24 * 60 * minuteMs,
  };
}

function refusalOf(c: Candidate, p: Prepared, bufferMinutes: number): SlotRefusal | null {
  if (c.start < p.earliest || c.start > p.latest) return 'outside_availability';
  if (p.blocked.some((b) => overlaps(b, c))) return 'outside_availability';
  // Rounded out exactly as the claims are, so a slot offered here is never refused by them.
  if (p.employee.overlaps(roundOutToCells({ start: c.start, end: c.end + bufferMinutes * minuteMs }))) return 'slot_unavailable';
  if (p.client.overlaps(roundOutToCells(c))) return 'client_double_booked';
  return null;
}

/** The free slots over [fromDate, toDate] (location-local dates), sorted by start. */
export function computeSlots(input: SlotInput): Candidate[] {
  const prepared = prepare(input);
  return prepared.candidates.filter((c) => refusalOf(c, prepared, input.bufferMinutes) === null);
}

/**
 * Whether one exact interval is bookable: it must be one of the candidate slots of its date (on
 * the grid, inside availability and the booking window), and then free for employee and client.
 */
export function checkInterval(input: Omit<SlotInput, 'fromDate' | 'toDate'>, slot: { start: number; end: number; date: string }): SlotRefusal | null {
  const prepared = prepare({ ...input, fromDate: slot.date, toDate: slot.date });
  const candidate = prepared.candidates.find((c) => c.start === slot.start && c.end === slot.end && c.date === slot.date);
  if (!candidate) return 'outside_availability';
  return refusalOf(candidate, prepared, input.bufferMinutes);
}
