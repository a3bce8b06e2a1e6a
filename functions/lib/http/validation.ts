// Turns request parts into plain objects for zod, and zod issues into `fields` messages in the
// wording the product uses ("Email can't be blank").
import type { ZodError } from 'zod';
import type { FieldErrors } from '#functions/lib/http/errors.ts';

export function humanise(key: string): string {
  const words = key.replace(/_(id|cents)$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    if (fields[key]) continue;
    const last = issue.path.at(-1);
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    fields[key] = missing && typeof last === 'string' ? `${humanise(last)} can't be blank` : issue.message;
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
