// The filters of the reports and the dashboard (REFERENCE §3.11): a date range in the practice time
// zone and the chosen locations and staff. They live in the screen's URL under the API's own query
// names, so a filtered report can be bookmarked, shared and reloaded; a missing date is the current
// month's end, an empty list means everyone.
import { Temporal } from 'temporal-polyfill';
import { reportQuery, type DateRange, type ReportQueryInput } from '#functions/contract/reports.ts';

export interface ReportFilters {
  start_date: string;
  end_date: string;
  location_ids: string[];
  employee_ids: string[];
}

/** The practice's current month, first to last day, in its own time zone (never the browser's). */
export function currentMonth(timeZone: string): DateRange {
  const first = Temporal.Now.plainDateISO(timeZone).with({ day: 1 });
  return { start_date: first.toString(), end_date: first.add({ months: 1 }).subtract({ days: 1 }).toString() };
}

const idsOf = (value: string | null): string[] => (value ?? '').split(',').filter((id) => id !== '');

/** The filters a URL names; an absent date falls back to the month, a blank one stays blank (and fails). */
export function filtersFrom(search: URLSearchParams, month: DateRange): ReportFilters {
  return {
    start_date: search.get('start_date') ?? month.start_date,
    end_date: search.get('end_date') ?? month.end_date,
    location_ids: idsOf(search.get('location_id')),
    employee_ids: idsOf(search.get('employee_id')),
  };
}

/** What the screen sends: the API's query with its id lists comma-separated. */
export interface ReportQueryText extends ReportQueryInput {
  start_date: string;
  end_date: string;
  location_id?: string;
  employee_id?: string;
}

/** The API's query (and the screen's URL): comma lists, and nothing for "everyone". */
export function reportQueryOf(filters: ReportFilters): ReportQueryText {
  const list = (ids: readonly string[]) => (ids.length === 0 ? undefined : ids.join(','));
  return { start_date: filters.start_date, end_date: filters.end_date, location_id: list(filters.location_ids), employee_id: list(filters.employee_ids) };
}

/** The URL of these filters: dates equal to the month's are left out, so Reset is an empty query. */
export function searchOf(filters: ReportFilters, month: DateRange): URLSearchParams {
  const { start_date, end_date, location_id, employee_id } = reportQueryOf(filters);
  const search = new URLSearchParams();
  if (start_date !== month.start_date) search.set('start_date', start_date);
  if (end_date !== month.end_date) search.set('end_date', end_date);
  if (location_id) search.set('location_id', location_id);
  if (employee_id) search.set('employee_id', employee_id);
  return search;
}

/** Why the API would refuse these filters, per field (the API's own schema decides), or nothing. */
export function filterProblems(filters: ReportFilters): Partial<Record<'start_date' | 'end_date', string>> {
  const parsed = reportQuery.safeParse(reportQueryOf(filters));
  if (parsed.success) return {};
  const problems: Partial<Record<'start_date' | 'end_date', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'start_date' || field === 'end_date') && problems[field] === undefined) {
      problems[field] = filters[field] === '' ? 'Choose a date' : issue.message;
    }
  }
  return problems;
}
