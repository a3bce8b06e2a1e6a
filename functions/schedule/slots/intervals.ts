// Half-open time intervals [start, end) in epoch milliseconds, and the 15-minute UTC claim cells of
// docs/data-model.md §2.6. The slot engine and the booking claims share these so the slots never
// offer a time the claims would refuse.

export interface Interval {
  start: number;
  end: number;
}

export const minuteMs = 60_000;
/** The claim cell: every real UTC offset is a multiple of it, so local and UTC quarter hours agree. */
export const cellMs = 15 * minuteMs;

export const floorCell = (ms: number): number => Math.floor(ms / cellMs) * cellMs;
export const ceilCell = (ms: number): number => Math.ceil(ms / cellMs) * cellMs;

/** The cells an interval touches, as an interval: [floor15(start), ceil15(end)). */
export const roundOutToCells = (i: Interval): Interval => ({ start: floorCell(i.start), end: ceilCell(i.end) });

/** The UTC cell starts claimed by [start, end): every t with floor15(start) ≤ t < end. */
export function claimCells(startAt: string, endAt: string): string[] {
  const end = Date.parse(endAt);
  const cells: string[] = [];
  for (let t = floorCell(Date.parse(startAt)); t < end; t += cellMs) cells.push(new Date(t).toISOString());
  return cells;
}

export const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;

/** Sorted by start, touching or overlapping intervals merged. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged;
}

/** Busy time merged once, then asked "does this interval overlap anything?" in O(log n). */
export class BusyIndex {
  private readonly merged: Interval[];

  constructor(intervals: readonly Interval[]) {
    this.merged = mergeIntervals(intervals);
  }

  overlaps(i: Interval): boolean {
    // The last merged interval starting before i.end is the only candidate (they are disjoint).
    let lo = 0;
    let hi = this.merged.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((this.merged[mid]?.start ?? Infinity) < i.end) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    const candidate = this.merged[found];
    return candidate !== undefined && candidate.end > i.start;
  }
}
