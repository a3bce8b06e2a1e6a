// Turns request parts into plain objects for zod, and zod issues into `fields` messages in the
// wording the product uses ("Email can't be blank").
import type * as z from 'zod';
import type { FieldErrors } from '#functions/lib/errors/app-error.ts';

export function humanise(key: string): string {
  const words = key.replace(/_(id|cents)$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typeWords: Record<string, string> = { number: 'a number', int: 'a whole number', string: 'text', boolean: 'true or false', array: 'a list', object: 'an object' };

function message(issue: z.ZodError['issues'][number]): string {
  const last = issue.path.at(-1);
  // The contract's bare rules ("can't be blank", "can't contain …") read as sentences once the field leads.
  if (typeof last === 'string' && issue.message.startsWith("can't ")) return `${humanise(last)} ${issue.message}`;
  if (issue.code !== 'invalid_type' || typeof last !== 'string') return issue.message;
  // Requests are parsed with `reportInput`, so only a missing value arrives without `input`.
  if (issue.input === undefined) return `${humanise(last)} can't be blank`;
  return `${humanise(last)} must be ${typeWords[issue.expected] ?? issue.expected}`;
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= message(issue);
  }
  return fields;
}

/** Query strings: a repeated key becomes an array, a single one stays a string. */
export function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

/** Accepts a body flat or wrapped under `wrapper`; top-level keys outside the wrapper are kept. */
export function unwrapBody(body: unknown, wrapper: string | undefined): unknown {
  if (!wrapper || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const inner = record[wrapper];
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return body;
  const { [wrapper]: _omit, ...rest } = record;
  return { ...rest, ...(inner as Record<string, unknown>) };
}
