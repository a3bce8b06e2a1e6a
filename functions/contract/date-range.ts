// The one rule for every range a request names by its two ends (dates or instants): when both are
// sent, the end is not before the start. A reversed range reaching the database answers 500 (the key
// condition is refused), so it is a 400 here, naming the end field, for every route alike.
import type * as z from 'zod';

const label = (field: string) => field.replace(/_/g, ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `YYYY-MM-DD` dates and ISO-8601 instants both parse; anything else was refused field by field. */
function inOrder(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string') return true;
  return Date.parse(start) <= Date.parse(end);
}

/**
 * `schema` with its `from`..`to` range checked: "Start date must be on or before end date". Either
 * end may be optional; a service filling in a missing end checks the completed range again.
 */
export function orderedRange<S extends z.ZodObject>(schema: S, from: keyof z.output<S> & string, to: keyof z.output<S> & string) {
  return schema.refine((value) => inOrder(value[from], value[to]), {
    message: `${capitalised(label(from))} must be on or before ${label(to)}`,
    path: [to],
  });
}
