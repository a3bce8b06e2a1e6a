// Calendar-date arithmetic for the invoice filters: "today" in the practice's zone (Intl knows the
// zone's rules, including DST) and whole days back from a date. A calendar date has no zone, so the
// subtraction is done on its UTC midnight, which never meets a DST change.
const dayMs = 86_400_000;

/** `YYYY-MM-DD` of the current day in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The date `days` before `date`. */
export const daysBefore = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);
