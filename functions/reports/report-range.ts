// A report's range (REFERENCE §0.1, §3.11): calendar dates in the practice time zone, `end_date`
// inclusive, the current month by default. Temporal turns them into the UTC instants of the first
// moment of `start_date` and of the day after `end_date`, so a DST day keeps its 23 or 25 hours.
import { Temporal } from 'temporal-polyfill';
import type { DateRange } from '#functions/contract/reports.ts';
import { badRequest } from '#functions/lib/errors/app-error.ts';
import type { InstantRange } from '#functions/reports/report-repository.ts';

export interface ReportRange extends InstantRange {
  startDate: string;
  endDate: string;
  zone: string;
}

const startOfDay = (date: Temporal.PlainDate, zone: string): string =>
  new Date(date.toZonedDateTime({ timeZone: zone }).epochMilliseconds).toISOString();

/** The practice's today. */
export const todayIn = (nowMs: number, zone: string): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone).toPlainDate();

const monthOf = (day: Temporal.PlainDate): DateRange => {
  const first = day.with({ day: 1 });
  return { start_date: first.toString(), end_date: first.add({ months: 1 }).subtract({ days: 1 }).toString() };
};

/** The current month in the practice time zone (`current_month_dates`). */
export const currentMonth = (nowMs: number, zone: string): DateRange => monthOf(todayIn(nowMs, zone));

export interface RangeRequest { start_date?: string | undefined; end_date?: string | undefined }

/**
 * The range a request names. Both ends missing: the current month; one end missing: the rest of that
 * end's month. An end before the start is a 400 on `end_date` (the contract checks it when both are
 * sent, this once the defaults are in).
 */
export function resolveRange(request: RangeRequest, zone: string, nowMs: number): ReportRange {
  const anchor = request.start_date ?? request.end_date;
  const month = anchor ? monthOf(Temporal.PlainDate.from(anchor)) : currentMonth(nowMs, zone);
  const startDate = request.start_date ?? month.start_date;
  const endDate = request.end_date ?? month.end_date;
  const [start, end] = [Temporal.PlainDate.from(startDate), Temporal.PlainDate.from(endDate)];
  if (Temporal.PlainDate.compare(start, end) > 0) throw badRequest({ end_date: 'Start date must be on or before end date' });
  return { startDate, endDate, zone, from: startOfDay(start, zone), to: startOfDay(end.add({ days: 1 }), zone) };
}
