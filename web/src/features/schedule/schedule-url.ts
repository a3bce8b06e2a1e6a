// The calendar's view lives in the address (decision 033):
// `/schedule?view=day|week|month|list&date=YYYY-MM-DD&location=<id>[&staff=<id>]`, so reload, back and
// a shared link reopen it. Each change pushes a history entry; unknown values are ignored here and
// fall back to the scope's defaults (day view, today at the location, all staff).
import { useSearchParams } from 'react-router-dom';
import { Temporal } from 'temporal-polyfill';

export const calendarViews = ['day', 'week', 'month', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

export interface ScheduleUrl {
  view: CalendarView;
  /** A valid `YYYY-MM-DD`, else undefined (today at the location). */
  date: string | undefined;
  location: string | undefined;
  staff: string | undefined;
}

export type ScheduleUrlChange = Partial<Record<keyof ScheduleUrl, string | undefined>>;

function validDate(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString();
  } catch {
    return undefined;
  }
}

export function parseScheduleUrl(params: URLSearchParams): ScheduleUrl {
  const view = calendarViews.find((candidate) => candidate === params.get('view')) ?? 'day';
  return { view, date: validDate(params.get('date')), location: params.get('location') ?? undefined, staff: params.get('staff') || undefined };
}

/** The params after a change: a key set to undefined is removed, the others kept. */
export function changedParams(params: URLSearchParams, change: ScheduleUrlChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The date one step before or after in a view: a day, a week (week and list) or a month. */
export function stepDate(date: string, view: CalendarView, direction: 1 | -1): string {
  const plain = Temporal.PlainDate.from(date);
  const step = view === 'day' ? { days: direction } : view === 'month' ? { months: direction } : { weeks: direction };
  return plain.add(step).toString();
}

export function useScheduleUrl(): [ScheduleUrl, (change: ScheduleUrlChange) => void] {
  const [params, setParams] = useSearchParams();
  return [parseScheduleUrl(params), (change) => setParams((current) => changedParams(current, change))];
}
