// Unavailability is bounded like booking: no block may end beyond the booking horizon (the practice's
// `max_horizon_days`, the last day slots are offered), nor start more than a year ago. Unbounded,
// one row from 1970 to 9999 blocks every slot forever and every range query has to read it. A one-off
// row may span days (a week of leave is one entry, issue 22); a weekly block must end within its week,
// or its occurrences would overlap one another.
import { badRequest, type FieldErrors } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

const dayMs = 86_400_000;
/** How far back a block may start: past blocks only explain history, a year of it is plenty. */
export const unavailabilityPastDays = 365;

/** 400 naming each field out of bounds; `nowMs` is the request's time. */
export async function checkUnavailabilityBounds({ startAt, endAt, everyWeek, nowMs }: { startAt: string; endAt: string; everyWeek: boolean; nowMs: number }): Promise<void> {
  const { max_horizon_days: horizonDays } = await loadPracticeSettings();
  const fields: FieldErrors = {};
  if (Date.parse(startAt) < nowMs - unavailabilityPastDays * dayMs) fields.start_time = 'Start time can be at most a year in the past';
  if (Date.parse(endAt) > nowMs + horizonDays * dayMs) fields.end_time = `End time must be within the booking horizon (${horizonDays} days ahead)`;
  else if (everyWeek && Date.parse(endAt) - Date.parse(startAt) >= 7 * dayMs) fields.end_time = 'A weekly block must end less than a week after it starts';
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}
