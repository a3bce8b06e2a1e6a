// What counts as an opening for a waitlist entry (decision 034), pure: the free slots long enough for
// its treatments, merged into intervals (`known_free`), and the slots that lie in none of the
// intervals it already knows — time that became free since the entry last looked.
import type { FreeInterval } from '#functions/model/waitlist-record.ts';

export interface SlotTime { start: number; end: number; date: string }

/** The union of the slots as sorted, merged [start, end) intervals of ISO instants. */
export function freeIntervals(slots: readonly SlotTime[]): FreeInterval[] {
  const merged: { start: number; end: number }[] = [];
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && slot.start <= last.end) last.end = Math.max(last.end, slot.end);
    else merged.push({ start: slot.start, end: slot.end });
  }
  return merged.map((m) => ({ start: new Date(m.start).toISOString(), end: new Date(m.end).toISOString() }));
}

/** The slots not wholly inside a known interval: the openings. */
export function newSlots(slots: readonly SlotTime[], known: readonly FreeInterval[]): SlotTime[] {
  const ranges = known.map((k) => ({ start: Date.parse(k.start), end: Date.parse(k.end) }));
  return slots.filter((slot) => !ranges.some((r) => r.start <= slot.start && slot.end <= r.end));
}

export const sameIntervals = (a: readonly FreeInterval[], b: readonly FreeInterval[]): boolean =>
  a.length === b.length && a.every((x, i) => x.start === b[i]?.start && x.end === b[i]?.end);
